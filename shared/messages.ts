import { declaredMessages, messageIdOf, type DeclaredIdsOf, type MessageIdOf } from './resources/messages';
import type { SimpleResource, TextLocale } from './resources/simple';
import { SIMPLE_DECLARATIONS } from './resources/simpleList';
import {
  fillIn,
  SERVER_MESSAGES,
  type MessageParams,
  type Said,
  type ServerMessageId,
} from './serverMessages';

/**
 * Every message the API says: the catalogue's (shared/serverMessages) and the simple resources' own,
 * which their declarations hold in every language (`texts.<locale>.messages`, their ids derived from
 * `messageKey`). The catalogue imports no declaration; this module puts the two together.
 */

/** The ids of the simple resources' messages ('not_found.category', 'category.in_use'...). */
export type DeclaredMessageId = DeclaredIdsOf<(typeof SIMPLE_DECLARATIONS)[number]['simple']>;

/** Any message's id: the catalogue's or a declared resource's. */
export type MessageId = ServerMessageId | DeclaredMessageId;

/**
 * What a call site may say: a catalogue message (`Said`, its placeholders named) or a declared
 * resource's message (which has none).
 */
export type AnySaid = Said | DeclaredMessageId;

/** A message as it travels: its id and, when its text has placeholders, their values. */
export interface ServerMessage {
  id: MessageId;
  params?: MessageParams;
}

/** The declared resources' messages in one language, by id. */
export const declaredMessagesIn = (locale: TextLocale): Record<string, string> =>
  declaredMessages(SIMPLE_DECLARATIONS, locale);

/** The declared resources' messages in English, by id. */
export const DECLARED_MESSAGES = declaredMessagesIn('en') as Record<DeclaredMessageId, string>;

/** Every message in English, by id. */
export const ENGLISH_MESSAGES: Readonly<Record<MessageId, string>> = {
  ...SERVER_MESSAGES,
  ...DECLARED_MESSAGES,
};

/** The message of what a call site said. */
export const messageOf = (said: AnySaid): ServerMessage => (typeof said === 'string' ? { id: said } : said);

/** The English text of a message. */
export const englishOf = (said: AnySaid): string => {
  const { id, params } = messageOf(said);
  return fillIn(ENGLISH_MESSAGES[id], params);
};

/** The message whose English is exactly this text (one without placeholders), if any. */
export function knownMessage(english: string): AnySaid | undefined {
  const found = Object.entries(ENGLISH_MESSAGES).find(([, text]) => text === english && !text.includes('%{'));
  return found?.[0] as AnySaid | undefined;
}

export const isServerMessageId = (id: unknown): id is MessageId =>
  typeof id === 'string' && Object.hasOwn(ENGLISH_MESSAGES, id);

/**
 * The id of a declared resource's message, by its key ('in_use'), checked to be one the list of
 * simple declarations holds: a declaration outside it, or a key its messages lack, throws.
 */
export function declaredMessageId<Key extends string>(
  simple: SimpleResource,
  key: Key,
): Extract<DeclaredMessageId, MessageIdOf<string, Key>> {
  const id = messageIdOf(simple.messageKey, key);
  if (!Object.hasOwn(DECLARED_MESSAGES, id)) throw new Error(`${simple.table}: no declared message ${id}`);
  return id as Extract<DeclaredMessageId, MessageIdOf<string, Key>>;
}
