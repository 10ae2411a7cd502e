import { Type, type TSchema } from '@sinclair/typebox';
import {
  AccountStatus,
  LIST_CURSOR_MAX_LENGTH,
  MAX_PAGE_SIZE,
  SEARCH_MAX_LENGTH,
} from '../../../shared/constants';

/** Objects refuse fields they do not declare (Fastify's default would silently drop them). */
export const Strict = <T extends Parameters<typeof Type.Object>[0]>(properties: T) =>
  Type.Object(properties, { additionalProperties: false });

export const Text = (maxLength: number, minLength = 0) => Type.String({ maxLength, minLength });
export const RequiredText = (maxLength: number) => Type.String({ maxLength, minLength: 1, pattern: '\\S' });

/** The ajv format of text that must stay on one line: no control characters, no line separators. */
export const SINGLE_LINE_FORMAT = 'single-line';
export const SINGLE_LINE = /^[^\p{Cc}\u2028\u2029]*$/u;
/** Text put into a mail or a header (a name): one line, so it cannot add lines of its own. */
export const SingleLineText = (maxLength: number) =>
  Type.String({ maxLength, minLength: 1, pattern: '\\S', format: SINGLE_LINE_FORMAT });
export const Uuid = Type.String({ format: 'uuid' });
export const IsoDate = Type.String({ format: 'date' });

export const IdParams = Strict({ id: Uuid });

/** A field that may also be set to null (cleared). */
export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** A record's status (spec 000 §9): 0 inactive, 1 active, 3 deleted (kept and hidden). */
export const RecordStatus = Type.Union([
  Type.Literal(AccountStatus.INACTIVE),
  Type.Literal(AccountStatus.ACTIVE),
  Type.Literal(AccountStatus.DELETED),
]);

/** The status a new record may start with: anything but deleted. */
export const NewRecordStatus = Type.Union([
  Type.Literal(AccountStatus.INACTIVE),
  Type.Literal(AccountStatus.ACTIVE),
]);

export const SortOrder = Type.Union([
  Type.Literal('ASC'),
  Type.Literal('DESC'),
  Type.Literal('asc'),
  Type.Literal('desc'),
]);

/** The wire contract's list body; each entity supplies the schema of its filter object. */
export const ListBody = <F extends TSchema>(filter: F) =>
  Strict({
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
    sort: Type.Optional(Text(64)),
    order: Type.Optional(SortOrder),
    search: Type.Optional(Text(SEARCH_MAX_LENGTH)),
    after: Type.Optional(Text(LIST_CURSOR_MAX_LENGTH, 1)),
    filter: Type.Optional(filter),
  });

/** The `ids` filter every list accepts, so the app can fetch several records by id. */
export const IdsFilter = Type.Array(Uuid, { maxItems: MAX_PAGE_SIZE, uniqueItems: true });

/** An empty body: PATCH /user and friends take `{}` and nothing else. */
export const EmptyBody = Strict({});

/** A message's catalogue id and parameters, beside its English `message` (shared/serverMessages). */
export const SaidFields = {
  message_id: Type.Optional(
    Type.String({ description: "The message's id in the server message catalogue." }),
  ),
  message_params: Type.Optional(
    Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
      description: "Values of the message's `%{name}` placeholders.",
    }),
  ),
};

/** The wire contract's answer: the record (or page) under `result`, with an optional message. */
/**
 * A report over a range of the user's own, the first time: the job adding up its months (a kept
 * window) and how far it is (0 to 100); its rows follow once it is done (ask again).
 */
export const Preparing = Type.Optional(
  Type.Object(
    { _id: Uuid, progress: Type.Integer({ minimum: 0, maximum: 100 }) },
    { description: "The job adding up this range's months; the rows follow once it is done." },
  ),
);

export const Answer = <T extends TSchema>(result: T) =>
  Type.Object({ result, message: Type.Optional(Type.String()), ...SaidFields });

/** A list call's answer: one page of rows, the total, and the cursor of the next page. */
export const ListAnswer = <T extends TSchema>(row: T) =>
  Answer(
    Type.Object({
      data: Type.Array(row),
      total: Type.Integer({ minimum: 0 }),
      more: Type.Optional(
        Type.Literal(true, { description: 'More rows match than `total`, which counted them this far.' }),
      ),
      estimated: Type.Optional(
        Type.Literal(true, {
          description: '`total` is estimated from a sample of the rows (a search matching thousands).',
        }),
      ),
      cursor: Type.Optional(Type.String()),
    }),
  );

/** A parameter of a catalogue message: what the text shows in its place. */
const MessageParams = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
  description: "Values of the message's `%{name}` placeholders.",
});

/** A catalogue message (shared/serverMessages): its id and parameters, for a client's own language. */
export const CatalogueMessage = Type.Object({ id: Type.String(), params: Type.Optional(MessageParams) });

/**
 * Every refusal and failure (server/platform/http/errors): the message, the refused fields, how long to wait.
 * Each text is in English and also as an id of the catalogue (shared/serverMessages) with its
 * parameters, for clients that show it in another language.
 */
export const ErrorAnswer = Type.Object({
  message: Type.String({ description: 'What went wrong, in English.' }),
  message_id: Type.Optional(
    Type.String({ description: "The message's id in the server message catalogue." }),
  ),
  message_params: Type.Optional(MessageParams),
  errors: Type.Optional(
    Type.Record(Type.String(), Type.String(), { description: "Each refused field's reason, in English." }),
  ),
  field_messages: Type.Optional(
    Type.Record(Type.String(), CatalogueMessage, {
      description: "Each refused field's reason as a catalogue id with its parameters.",
    }),
  ),
  retry_after: Type.Optional(Type.Integer({ minimum: 1 })),
  bot_check: Type.Optional(Type.Object({ provider: Type.String(), site_key: Type.String() })),
});

/** A file's bytes: a stream or a buffer the handler sends as it is. */
const FileBytes = Type.Unsafe<NodeJS.ReadableStream | Buffer>(Type.String({ format: 'binary' }));

/** A download: the file's bytes as stored, of one of these media types (never serialized). */
export const FileAnswer = (...mediaTypes: string[]) => ({
  description: 'The file, as an attachment',
  content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: FileBytes }])),
});

/** An answer with only a message. */
export const MessageAnswer = Type.Object({ message: Type.String(), ...SaidFields });

/** A time as the wire carries it (ISO 8601); handlers answer the database's Date, serialized so. */
export const Timestamp = Type.Unsafe<Date | string>(Type.String({ format: 'date-time' }));
