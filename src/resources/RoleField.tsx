import { useRecordContext, useTranslate } from 'react-admin';
import { ADMIN_CATEGORY } from '../../shared/roles';

/** The role choices of a staff account, labelled as the top bar labels them (spec 001 §1). */
export const STAFF_ROLE_CHOICES = ADMIN_CATEGORY.map((type) => ({ id: type, name: `app.roles.${type}` }));

/** An account's role label; layouts read `source` and `label` off its props. */
export function RoleField(_props: { source?: string; label?: string }) {
  const record = useRecordContext<{ type: number }>();
  const translate = useTranslate();
  return record ? <>{translate(`app.roles.${record.type}`)}</> : null;
}
