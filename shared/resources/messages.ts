import type { MessageKeyOf, SimpleResource, TextLocale } from './simple';

/**
 * A declared message's id, from the resource's `messageKey` and the message's key: `not_found` is
 * `not_found.<messageKey>` (beside the catalogue's other not-found ids), any other key k is
 * `<messageKey>.<k>`.
 */
export type MessageIdOf<MessageKey extends string, Key extends string> = Key extends 'not_found'
  ? `not_found.${MessageKey}`
  : `${MessageKey}.${Key}`;

export const messageIdOf = <MessageKey extends string, Key extends string>(
  messageKey: MessageKey,
  key: Key,
): MessageIdOf<MessageKey, Key> =>
  (key === 'not_found' ? `not_found.${messageKey}` : `${messageKey}.${key}`) as MessageIdOf<MessageKey, Key>;

/** The ids of the messages a simple resource declares (its English texts' keys). */
export type DeclaredIdsOf<S> = S extends { messageKey: infer MessageKey extends string }
  ? MessageIdOf<MessageKey, MessageKeyOf<S>>
  : never;

/** The messages of these simple resources in one language, by id. Data only: the browser reads it too. */
export const declaredMessages = (
  declarations: readonly { simple: SimpleResource }[],
  locale: TextLocale,
): Record<string, string> =>
  Object.fromEntries(
    declarations.flatMap(({ simple }) =>
      Object.entries(simple.texts[locale].messages).map(([key, text]) => [
        messageIdOf(simple.messageKey, key),
        text,
      ]),
    ),
  );
