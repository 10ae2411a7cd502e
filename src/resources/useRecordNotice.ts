import { useCallback } from 'react';
import {
  useGetRecordRepresentation,
  useNotify,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';

export type RecordEvent = 'created' | 'updated' | 'deleted' | 'activated' | 'deactivated';

/** A record's name as its resource represents it (recordRepresentation), as text. */
export function useRecordName(): (record: RaRecord) => string {
  const resource = useResourceContext();
  const represent = useGetRecordRepresentation(resource);
  return useCallback(
    (record) => {
      const name = represent(record);
      return typeof name === 'string' || typeof name === 'number' ? String(name) : `#${record.id}`;
    },
    [represent],
  );
}

/**
 * The toast after a change to a record, naming it ("Creator Omar Cooks deactivated."), instead of
 * react-admin's "Element updated".
 */
export function useRecordNotice(): (event: RecordEvent, record: RaRecord) => void {
  const resource = useResourceContext();
  const translate = useTranslate();
  const notify = useNotify();
  const nameOf = useRecordName();
  return useCallback(
    (event, record) =>
      notify(`app.record.${event}`, {
        type: 'success',
        messageArgs: {
          noun: translate(`resources.${resource}.name`, { smart_count: 1 }),
          name: nameOf(record),
        },
      }),
    [notify, translate, resource, nameOf],
  );
}
