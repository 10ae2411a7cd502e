import type { ComponentType } from 'react';
import { Create, Edit, SimpleForm } from 'react-admin';
import { EditToolbar } from './ResourceActions';

/** The create page of a simple resource: its inputs in a form that goes back to the list. */
export const CreatePage = ({ Inputs }: { Inputs: ComponentType }) => (
  <Create redirect="list">
    <SimpleForm>
      <Inputs />
    </SimpleForm>
  </Create>
);

/** The edit page of a simple resource: saved once the server answers, then back to the list. */
export const EditPage = ({ Inputs }: { Inputs: ComponentType }) => (
  <Edit mutationMode="pessimistic" redirect="list">
    <SimpleForm toolbar={<EditToolbar />}>
      <Inputs />
    </SimpleForm>
  </Edit>
);
