import { Type } from '@sinclair/typebox';
import { IsoDate, Nullable, Preparing, Strict, Uuid } from '../../platform/http/schemas';

/** A dashboard's range: two days, both included, every month they touch counted; the last 12 months by default. */
export const DashboardBody = Strict({ from: Type.Optional(IsoDate), to: Type.Optional(IsoDate) });

/** The channel dashboard also names its channel; the caller's first one by default. */
export const ChannelDashboardBody = Strict({
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  channel_id: Type.Optional(Uuid),
});

const Micros = Type.String({
  pattern: '^-?\\d+$',
  description: 'An amount in micro-units (1 USD = 1,000,000).',
});
const Period = Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'A month, YYYY-MM.' });
const Key = Type.String({
  maxLength: 40,
  description: "The card's key: the browser names it in its language.",
});

/** One number of a card (a count kept or counted on an index). */
const Stat = Type.Object({ key: Key, count: Type.Integer({ minimum: 0 }) });

/** One curve of counts, a point per month of the range that has any. */
const Series = Type.Object({
  key: Key,
  points: Type.Array(Type.Object({ period: Period, count: Type.Integer({ minimum: 0 }) })),
});

/** A short ranking (top five) by a count. */
const Top = Type.Object({
  key: Key,
  rows: Type.Array(
    Type.Object({ _id: Type.String(), name: Type.String(), count: Type.Integer({ minimum: 0 }) }),
  ),
});

/** Money of the range from the monthly rollups: null for the types that see no money (5, 7, 8, 9). */
const Revenue = Nullable(
  Type.Object({
    currency: Type.Literal('USD'),
    total_micros: Micros,
    payable_micros: Micros,
    held_micros: Micros,
    series: Type.Array(Type.Object({ period: Period, total_micros: Micros })),
  }),
);

/** The channel dashboard's choice: the channels the caller may pick, and the one shown. */
const ChannelChoice = Type.Object({
  channel_id: Nullable(Uuid),
  channels: Type.Array(Type.Object({ _id: Uuid, name: Type.String() })),
});

/** Every dashboard's answer: the same cards framework, each dashboard filling its own keys. */
export const DashboardAnswer = Type.Object({
  from: IsoDate,
  to: IsoDate,
  stats: Type.Array(Stat),
  series: Type.Array(Series),
  tops: Type.Array(Top),
  revenue: Revenue,
  untracked: Type.Array(Key, {
    description: 'What the dashboard would show but nothing records (no number is made up).',
  }),
  choice: Type.Optional(ChannelChoice),
  preparing: Preparing,
});
