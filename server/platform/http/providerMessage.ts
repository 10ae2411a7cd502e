/** A third party's message longer than this is cut: it ends up in logs and toasts. */
const MESSAGE_MAX_LENGTH = 300;
const REDACTED = '[redacted]';

/**
 * A third party's error message as the API may repeat it: plain text (quota messages hold HTML),
 * any secret the provider echoed blanked, cut to a readable length.
 */
export function cleanProviderMessage(text: string, secrets: readonly string[]): string {
  let message = text
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  for (const secret of secrets) if (secret) message = message.replaceAll(secret, REDACTED);
  return message.length > MESSAGE_MAX_LENGTH ? `${message.slice(0, MESSAGE_MAX_LENGTH - 1)}…` : message;
}
