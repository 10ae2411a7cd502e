import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One product term for the rights holder (type 4) in what people read: the spec's "Content Owner",
 * as the role labels and the menu translate it. These are the other names it once had in the texts.
 */
const OTHER_NAMES = [
  /\bright(s)? holders?\b/i,
  /\bayants? droit/i,
  /\bpropriétaires? du contenu/i,
  /\btitular(es)? de derechos/i,
  /\bpropietarios? del contenido/i,
  /\btitular(es)? de direitos/i,
  /\bproprietários? do conteúdo/i,
  /\bRechteinhaber/,
  /\bInhaber des Inhalts/,
];

/** Every text in quotes on a line that is no comment, in the browser's sources (tests aside). */
function quotedTexts(dir: string): { file: string; text: string }[] {
  const found: { file: string; text: string }[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
      if (/^\s*(\/\/|\*|\/\*)/.test(line)) continue;
      for (const [, text] of line.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g))
        if (text) found.push({ file, text });
    }
  }
  return found;
}

describe('the product term for the rights holder', () => {
  it('is the same in every page text, field and toast of the five languages', () => {
    const others = quotedTexts(path.resolve('src')).filter(({ text }) =>
      OTHER_NAMES.some((name) => name.test(text)),
    );
    expect(others).toEqual([]);
  });
});
