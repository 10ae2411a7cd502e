import type { ComponentType } from 'react';
import { Create, Edit, SimpleForm, type RedirectionSideEffect } from 'react-admin';
import { EditToolbar } from './ResourceActions';

/** A resource's form inputs; `create` is set on the create page (fields only a new record takes). */
export type InputsComponent = ComponentType<{ create?: boolean }>;

interface PageProps {
  Inputs: InputsComponent;
  redirect: RedirectionSideEffect;
}

/** The create page: the inputs in a form, then where the resource says (its list by default). */
export const CreatePage = ({ Inputs, redirect }: PageProps) => (
  <Create redirect={redirect}>
    <SimpleForm>
      <Inputs create />
    </SimpleForm>
  </Create>
);

/** The edit page: saved once the server answers, so its field errors come back into the form. */
export const EditPage = ({ Inputs, redirect }: PageProps) => (
  <Edit mutationMode="pessimistic" redirect={redirect}>
    <SimpleForm toolbar={<EditToolbar />}>
      <Inputs />
    </SimpleForm>
  </Edit>
);
