import { Type } from '@sinclair/typebox';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { DELETED_STATUS } from '../../shared/constants';
import { categories as declaration } from '../../shared/resources/categories';
import { assets } from '../assets/table';
import { contentSetting } from '../contentSettings/setting';
import { badRequest } from '../http/errors';
import { Nullable, Uuid } from '../http/schemas';
import { categories } from './table';

const INVALID = 'The request is not valid.';
const parentName = sql<
  string | null
>`(select p.name from ${categories} p where p.id = ${categories}.parent_id)`;

/**
 * Categories, two levels deep (spec 001 §2.6): a parent is a live top category, never the category
 * itself, and a category with sub-categories stays at the top.
 */
export const categoryResource = contentSetting<{ parent?: string; top?: boolean }>({
  declaration,
  noun: 'Category',
  table: categories,
  fields: { parent: categories.parentId, parent_name: parentName },
  fieldSchemas: { parent: Nullable(Uuid), parent_name: Nullable(Type.String()) },
  editable: { parent: Nullable(Uuid) },
  columns: (body) => (body.parent !== undefined ? { parentId: body.parent } : {}),
  filters: {
    parent: (parent) => eq(categories.parentId, parent),
    top: (top) => (top ? isNull(categories.parentId) : undefined),
  },
  filterSchemas: { parent: Type.Optional(Uuid), top: Type.Optional(Type.Boolean()) },
  lookupFields: { parent: categories.parentId },
  lookupSchemas: { parent: Nullable(Uuid) },
  check: async ({ db }, body, before) => {
    const parent = body.parent as string | null | undefined;
    if (!parent) return;
    if (before && parent === before._id) throw badRequest(INVALID, { parent: 'must be another category' });
    const [found] = await db
      .select({ parentId: categories.parentId })
      .from(categories)
      .where(and(eq(categories.id, parent), ne(categories.status, DELETED_STATUS)));
    if (!found) throw badRequest(INVALID, { parent: 'is not a category' });
    if (found.parentId)
      throw badRequest(INVALID, { parent: 'is a sub-category: categories have two levels' });
    if (before) {
      const [child] = await db
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.parentId, before._id), ne(categories.status, DELETED_STATUS)))
        .limit(1);
      if (child) throw badRequest(INVALID, { parent: 'cannot be set: this category has sub-categories' });
    }
  },
  inUse: async (db, id) => {
    const [child] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.parentId, id))
      .limit(1);
    if (child) return 'This category has sub-categories and cannot be removed.';
    const [used] = await db.select({ id: assets.id }).from(assets).where(eq(assets.categoryId, id)).limit(1);
    return used
      ? 'This category is used by content and cannot be removed: deactivate it instead.'
      : undefined;
  },
});
