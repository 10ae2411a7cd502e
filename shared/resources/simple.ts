import type { MenuIcon } from '../menuIcon';

/**
 * A simple resource is one declaration written by hand: its fields say the table's columns, the
 * API's schemas, the browser's inputs, columns and filters; the kits (server/platform/http/declared*.ts,
 * src/resources/declared/) derive the rest. This file is data only: the browser imports it.
 */

/** The languages of the texts (spec 001 §2.8). */
export type TextLocale = 'en' | 'fr' | 'es' | 'pt' | 'de';

/**
 * A single line of text: a varchar of `length`, required. `uniqueLowercase` adds the unique index on
 * lower(column) among live rows (409 when taken); `searchable` the trigram index the list's search uses.
 */
export interface TextField {
  kind: 'text';
  column: string;
  length: number;
  uniqueLowercase?: boolean;
  searchable?: boolean;
}

/** A required whole number within min..max, kept in range by a check constraint too. */
export interface IntegerField {
  kind: 'integer';
  column: string;
  min: number;
  max: number;
  /** An index on it (the list sorts by it). */
  indexed?: boolean;
}

/**
 * Another record of a declared resource, or none. The record answers the referenced name as
 * `<field>_name`; the list filters by it. `twoLevels` (a reference to its own resource) keeps a tree
 * two levels deep: the parent is a live top record, never the record itself, and a record with
 * children stays at the top; its messages say which rule refused.
 */
export interface ReferenceField<Key extends string = string> {
  kind: 'reference';
  column: string;
  /** The referenced resource's table (only its own table so far: `twoLevels`). */
  to: 'self';
  indexed?: boolean;
  /** The picker's text for none (a translation key). */
  noneLabel: string;
  /** Each rule's refusal: a key of the resource's `messages`. */
  twoLevels: {
    self: Key;
    unknown: Key;
    isChild: Key;
    hasChildren: Key;
    /** Purge refused while children exist. */
    hasChildrenRemove: Key;
  };
}

/** Free text over several lines, optional (empty when not given), trimmed, at most `length` characters. */
export interface LongTextField {
  kind: 'longText';
  column: string;
  length: number;
}

/**
 * Languages from a fixed list of codes (ISO 639-1), each once, at most `maxItems`; the list filters by
 * one of them under the name `filter`, on a GIN index. The browser names them in the reader's language.
 */
export interface LanguagesField {
  kind: 'languages';
  column: string;
  codes: readonly string[];
  maxItems: number;
  filter: string;
}

/**
 * A picture this server stores: answered as its address (or null), never written through the body;
 * it is uploaded on the declaration's `picture` call, whose route is the resource's own file.
 */
export interface ImageField {
  kind: 'image';
  column: string;
}

export type SimpleField<Key extends string = string> =
  TextField | IntegerField | ReferenceField<Key> | LongTextField | LanguagesField | ImageField;

/** A table (not declared here) whose rows name this resource's records: purge is refused while they do. */
export interface UsedBy<Key extends string = string> {
  table: string;
  column: string;
  /** The refusal: a key of the resource's `messages`. */
  message: Key;
}

/**
 * The messages every simple resource has: its record not found (the 404) and its name taken (the
 * 409: every simple resource has a unique name).
 */
export type RequiredMessageKey = 'not_found' | 'duplicate';

/**
 * A resource's API messages in one language, by key, without placeholders. Their ids derive from the
 * declaration's `messageKey` (messageIdOf in ./messages): `not_found` is `not_found.<messageKey>`,
 * any other key k `<messageKey>.<k>`.
 */
export type ResourceMessages<Key extends string = string> = { [K in RequiredMessageKey]: string } & {
  [K in Key]: string;
};

/**
 * A resource's texts in one language: the menu title, its name, its field labels, its empty list
 * and its API messages.
 */
export interface ResourceTexts<Key extends string = string> {
  title: string;
  /** Its top-bar search entry's name, where `search` gives it one. */
  search?: string;
  name: string;
  fields: Record<string, string>;
  empty: string;
  messages: ResourceMessages<Key>;
}

/**
 * What a menu entry needs: its section (the key of the group it sits in), its key, icon and order
 * in that group. Its title is the declaration's, its path `/<name>`, its roles the page guard's.
 */
export interface MenuPlace {
  section: string;
  key: string;
  icon: MenuIcon;
  order: number;
  /**
   * Its top-bar search entry (spec 001 §2.7): the English name (its other languages are the texts'
   * `search`) and its place among the declared entries, which sit where the spec lists them.
   */
  search?: { name: string; order: number };
}

/** A demo row: field values by field name; a reference names its record by its `name`. */
export type SeedRow = Record<string, string | number | null | readonly string[]>;

/** The page's icon (its empty state shows it), by name: the browser maps names to icons. */
export type PageIcon = 'bolt' | 'category' | 'speaker';

export interface SimpleResource<
  Fields extends Record<string, SimpleField> = Record<string, SimpleField>,
  Key extends string = string,
> {
  /** The table's name; its columns are id, the fields, status and the two times. */
  table: string;
  /** The record's name in the API's messages ('Energy level added.'). */
  noun: string;
  /**
   * The part of its messages' ids that names it ('energy_level': 'not_found.energy_level',
   * 'energy_level.in_use'); the texts are each language's `messages`.
   */
  messageKey: string;
  /** Every simple resource has a name: it is what pickers show and search matches. */
  fields: Fields & { name: TextField };
  /** The list page: its columns (field names, in order, before status and last change) and sort. */
  list: { columns: readonly (keyof Fields & string)[]; sort: { field: string; order: 'ASC' | 'DESC' } };
  /** The picker's fields beyond id and name, and its order (name by default). */
  lookup: { fields: readonly (keyof Fields & string)[]; order?: keyof Fields & string };
  usedBy: readonly UsedBy<Key>[];
  menu: MenuPlace;
  icon: PageIcon;
  texts: Record<TextLocale, ResourceTexts<Key>>;
  /** Demo rows the seed inserts (spec 001's demo data), in order. */
  seed: readonly SeedRow[];
}

/** A type's named keys, its index signatures left out (a declaration's type carries ResourceMessages'). */
type NamedKeys<T> = keyof { [K in keyof T as string extends K ? never : K]: T[K] } & string;

/** The keys of a simple resource's messages, as its English texts give them. */
export type MessageKeyOf<S> = S extends { texts: { en: { messages: infer M } } } ? NamedKeys<M> : never;

/**
 * What a declaration's messages must be, checked by declareResource: every language has a text for
 * each key the English has, and the refusals (`usedBy`, a two-level reference's rules) name keys the
 * English has.
 */
export type KeyedMessages<S extends SimpleResource> = {
  fields: {
    [F in keyof S['fields']]: S['fields'][F] extends { kind: 'reference' }
      ? ReferenceField<MessageKeyOf<S>>
      : S['fields'][F];
  };
  usedBy: readonly UsedBy<MessageKeyOf<S>>[];
  texts: Record<TextLocale, ResourceTexts<MessageKeyOf<S>>>;
};

/** The name every simple resource has: a line of NAME_MAX_LENGTH, unique whatever its case. */
export const nameField = (length: number): TextField & { column: 'name' } => ({
  kind: 'text',
  column: 'name',
  length,
  uniqueLowercase: true,
  searchable: true,
});
