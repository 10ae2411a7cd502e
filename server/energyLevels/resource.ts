import { Type } from '@sinclair/typebox';
import { eq } from 'drizzle-orm';
import { ENERGY_ORDINAL_MAX, ENERGY_ORDINAL_MIN } from '../../shared/constants';
import { energyLevels as declaration } from '../../shared/resources/energyLevels';
import { assets } from '../assets/table';
import { contentSetting } from '../contentSettings/setting';
import { energyLevels } from './table';

const Ordinal = Type.Integer({ minimum: ENERGY_ORDINAL_MIN, maximum: ENERGY_ORDINAL_MAX });

/** Energy levels (spec 001 §2.6): a name and an ordinal from 1 to 10, listed in that order. */
export const energyLevelResource = contentSetting<Record<string, never>>({
  declaration,
  noun: 'Energy level',
  table: energyLevels,
  fields: { ordinal: energyLevels.ordinal },
  fieldSchemas: { ordinal: Type.Integer() },
  editable: { ordinal: Ordinal },
  required: ['ordinal'],
  columns: (body) => (body.ordinal !== undefined ? { ordinal: body.ordinal } : {}),
  sortable: { ordinal: energyLevels.ordinal },
  defaultSort: { field: 'ordinal', order: 'ASC' },
  filters: {},
  filterSchemas: {},
  lookupFields: { ordinal: energyLevels.ordinal },
  lookupSchemas: { ordinal: Type.Integer() },
  lookupOrder: energyLevels.ordinal,
  inUse: async (db, id) => {
    const [used] = await db
      .select({ id: assets.id })
      .from(assets)
      .where(eq(assets.energyLevelId, id))
      .limit(1);
    return used
      ? 'This energy level is used by content and cannot be removed: deactivate it instead.'
      : undefined;
  },
});
