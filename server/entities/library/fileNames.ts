import { cleanFileName } from '../../platform/http/uploads';

/**
 * Characters a file name must not carry where it is saved or unzipped: path separators (a title
 * 'AC/DC' would make a folder, or climb out of one with '..'), and the ones Windows refuses.
 */
const NOT_IN_NAMES = /[\\/:*?"<>|]/g;

/**
 * A title as a file name with extension `ext`: no path separators or characters Windows refuses
 * (each becomes '-'), no control, line-separator or bidi characters (cleanFileName strips them), no
 * leading dots, and 'download' when nothing is left.
 */
export function titleFileName(title: string, ext: string): string {
  const base = title
    .replace(NOT_IN_NAMES, '-')
    .replace(/^[.\s]+/, '')
    .trim();
  const named = base.toLowerCase().endsWith(`.${ext}`) ? base : `${base}.${ext}`;
  const name = cleanFileName(named, ext, `download.${ext}`);
  // Only a title of nothing but dots and stripped characters is left starting with a dot.
  return name.startsWith('.') ? `download.${ext}` : name;
}

/**
 * Names for a zip's entries, in order, each unique whatever the case ('Song.wav', 'Song (2).wav'):
 * two items of one title must not overwrite each other when unzipped.
 */
export function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** The extension of a storage key (`assets/<id>/original.mp4` → `mp4`), lower case; '' when none. */
export function keyExtension(key: string): string {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}
