import { describe, expect, it } from 'vitest';
import { MAIL_NAME_MAX_LENGTH, MAIL_NOTE_MAX_LENGTH } from '../../../shared/constants';
import { personLine, personNote } from './personText';

describe('person-written text in a mail', () => {
  it('keeps an ordinary name as it is', () => {
    for (const name of ['Chloe Creator', 'Zoë O’Brien-Łukasz', 'Track 1.5', '株式会社ノース']) {
      expect(personLine(name)).toBe(name);
    }
  });

  it('leaves no address a mail client would make a link of', () => {
    expect(personLine('Verify at https://evil.example/login now')).toBe(
      'Verify at hxxps[://]evil[.]example/login now',
    );
    expect(personLine('go to evil.example or www.evil.co.uk')).toBe(
      'go to evil[.]example or www[.]evil[.]co[.]uk',
    );
    expect(personLine('write to help@evil.example')).toBe('write to help@evil[.]example');
    expect(personLine('HTTP://192.168.1.10:8080/x')).toBe('hxxp[://]192[.]168[.]1[.]10:8080/x');
    expect(personLine('ftp://files.evil.example')).toBe('ftp[://]files[.]evil[.]example');
    // Full-width forms and the ideographic full stop are folded, then defanged.
    expect(personLine('ｈｔｔｐｓ：／／ｅｖｉｌ．ｅｘａｍｐｌｅ')).toBe('hxxps[://]evil[.]example');
    expect(personLine('evil。example')).toBe('evil[.]example');
  });

  it('drops invisible and reordering characters, and keeps one line', () => {
    expect(personLine('Chloe\u202Eelpmaxe\u200B.evil')).toBe('Chloeelpmaxe[.]evil');
    expect(personLine('Eve\r\nBcc: all@example.com\u2028Subject: hi\tthere')).toBe(
      'Eve Bcc: all@example[.]com Subject: hi there',
    );
  });

  it(`cuts a name to ${MAIL_NAME_MAX_LENGTH} characters and a note to ${MAIL_NOTE_MAX_LENGTH}, marking the cut`, () => {
    const line = personLine('A'.repeat(500));
    expect(Array.from(line)).toHaveLength(MAIL_NAME_MAX_LENGTH);
    expect(line.endsWith('…')).toBe(true);
    const note = personNote('word '.repeat(1000));
    expect(Array.from(note.replace(/^> /gm, '')).length).toBeLessThanOrEqual(MAIL_NOTE_MAX_LENGTH);
    expect(note.endsWith('…')).toBe(true);
  });

  it("quotes a note's lines, defanged, with no run of blank lines", () => {
    expect(personNote('Please fix:\r\nsee https://evil.example/x\n\n\n\n\nThanks\u0007')).toBe(
      '> Please fix:\n> see hxxps[://]evil[.]example/x\n>\n> Thanks',
    );
  });
});
