import { RESOURCES } from '../../../shared/resources';
import { seesMoney, type UserType } from '../../../shared/roles';

/**
 * Fields only those who see money (shared/roles `seesMoney`) receive, wherever they appear: every
 * field a resource declares as money.
 */
export const MONEY_FIELDS: readonly string[] = [
  ...new Set(Object.values(RESOURCES).flatMap((resource) => resource.money)),
];

type Snapshot = Record<string, unknown>;

/** The record without its money fields, for a caller who may not see them. */
export function withoutMoney<T extends Snapshot | null>(record: T): T {
  if (!record) return record;
  const copy: Snapshot = { ...record };
  for (const field of MONEY_FIELDS) delete copy[field];
  return copy as T;
}

/** The record as this type of caller may receive it. */
export const forCaller = <T extends Snapshot>(record: T, type: UserType): T =>
  seesMoney(type) ? record : withoutMoney(record);
