import type { ComponentType } from 'react';
import {
  Create,
  Edit,
  SimpleForm,
  useRedirect,
  useResourceContext,
  type RaRecord,
  type RedirectionSideEffect,
} from 'react-admin';
import { EditToolbar } from './ResourceActions';
import { useRecordNotice, type RecordEvent } from './useRecordNotice';

/** A resource's form inputs; `create` is set on the create page (fields only a new record takes). */
export type InputsComponent = ComponentType<{ create?: boolean }>;

interface PageProps {
  Inputs: InputsComponent;
  redirect: RedirectionSideEffect;
}

/** After a save: the toast naming the record, then where the resource says. */
function useSaved(event: RecordEvent, redirect: RedirectionSideEffect) {
  const resource = useResourceContext();
  const notice = useRecordNotice();
  const redirectTo = useRedirect();
  return {
    onSuccess: (record: RaRecord) => {
      notice(event, record);
      redirectTo(redirect, resource, record.id, record);
    },
  };
}

/** The create page: the inputs in a form, then where the resource says (its list by default). */
export const CreatePage = ({ Inputs, redirect }: PageProps) => (
  <Create mutationOptions={useSaved('created', redirect)}>
    <SimpleForm>
      <Inputs create />
    </SimpleForm>
  </Create>
);

/** The edit page: saved once the server answers, so its field errors come back into the form. */
export const EditPage = ({ Inputs, redirect }: PageProps) => (
  <Edit mutationMode="pessimistic" mutationOptions={useSaved('updated', redirect)}>
    <SimpleForm toolbar={<EditToolbar />}>
      <Inputs />
    </SimpleForm>
  </Edit>
);
