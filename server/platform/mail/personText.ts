import { MAIL_NAME_MAX_LENGTH, MAIL_NOTE_MAX_LENGTH } from '../../../shared/constants';

/** Line breaks and other controls: none may shape a mail's lines where one line is meant. */
const CONTROLS = /[\p{Cc}\u2028\u2029]+/gu;
/** Invisible format characters (zero-width, bidirectional overrides): they hide or reorder what is read. */
const FORMAT = /\p{Cf}+/gu;
/** `scheme://`: what makes a mail client turn text into a link. */
const SCHEME = /\b([a-z][a-z0-9+.-]*):\/\//gi;
/** A dot before a letter: a domain's next label or its top level (`Track 1.5` keeps its dot). */
const HOST_DOT = /(?<=[\p{L}\p{N}])[.\u3002](?=\p{L})/gu;
/** An IPv4 address, whose dots are all defanged. */
const IPV4 = /\b\d{1,3}(?:[.\u3002]\d{1,3}){3}\b/g;

/**
 * Text a person wrote, made safe to quote in a mail: no link a mail client would make clickable
 * (`https://evil.example/x` reads `hxxps[://]evil[.]example/x`, as security mail quotes addresses),
 * no invisible or reordering characters, at most `max` characters (the cut marked with an ellipsis).
 * Compatibility forms are folded first, so a full-width `ｈｔｔｐｓ：／／` or dot is caught too.
 */
function defanged(text: string, max: number): string {
  const folded = text.normalize('NFKC').replace(FORMAT, '');
  const characters = Array.from(folded);
  const cut =
    characters.length > max
      ? `${characters
          .slice(0, max - 1)
          .join('')
          .trimEnd()}…`
      : folded;
  return cut
    .replace(SCHEME, (_match, scheme: string) => `${scheme.replace(/^http/i, 'hxxp')}[://]`)
    .replace(HOST_DOT, '[.]')
    .replace(IPV4, (address) => address.replace(/[.\u3002]/g, '[.]'));
}

/** A name or a title someone typed, as one line of a mail's body (never its subject). */
export const personLine = (text: string, max = MAIL_NAME_MAX_LENGTH) =>
  defanged(text.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim(), max);

/** A note someone wrote (a reviewer's reasons), its lines kept, each quoted with `> `. */
export function personNote(text: string, max = MAIL_NOTE_MAX_LENGTH): string {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(CONTROLS, ' ').trimEnd());
  const note = defanged(
    lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    max,
  );
  return note
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');
}
