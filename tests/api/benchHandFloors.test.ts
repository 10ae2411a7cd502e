import { describe, expect, it } from 'vitest';
import { PgDialect } from 'drizzle-orm/pg-core';
import { containsPattern, pageOf, prefixPattern, wordsQuery } from '../../scripts/benchHandFloors';

describe("the bench's hand-written floors", () => {
  it('match the search text literally, anywhere or at the start, as the lists do', () => {
    expect(containsPattern('Golden Harbour')).toBe('%golden harbour%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(prefixPattern('UC_ab%')).toBe('UC\\_ab\\%%');
  });

  it('ask the full text for every word by its start, operators dropped, as data', () => {
    const query = wordsQuery(1, "Golden & harbour | !('c')")!;
    const { sql: text, params } = new PgDialect().sqlToQuery(query);
    expect(params).toEqual([1, 'golden%', "'golden':*", 1, 'harbour%', "'harbour':*", 1, 'c%', "'c':*"]);
    expect(text).not.toMatch(/golden|harbour/);
    expect(wordsQuery(1, '  &| ')).toBeUndefined();
  });

  it('read the page the body names, ten a page by default', () => {
    expect(pageOf({})).toEqual({ limit: 10, offset: 0 });
    expect(pageOf({ page: 3, limit: 25 })).toEqual({ limit: 25, offset: 50 });
  });
});
