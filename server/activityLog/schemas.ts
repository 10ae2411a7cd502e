import { Type } from '@sinclair/typebox';
import { IdsFilter, ListBody, Strict, Text, Uuid } from '../http/schemas';

export const ActivityFilter = Strict({
  entity: Type.Optional(Text(40, 1)),
  entity_id: Type.Optional(Uuid),
  action: Type.Optional(
    Type.Union(['create', 'update', 'status', 'delete', 'purge'].map((action) => Type.Literal(action))),
  ),
  actor: Type.Optional(Uuid),
  ids: Type.Optional(IdsFilter),
});

export const ActivityListBody = ListBody(ActivityFilter);
