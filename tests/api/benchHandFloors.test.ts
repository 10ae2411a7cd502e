import { describe, expect, it } from 'vitest';
import { containsPattern, pageOf, prefixPattern, prefixQuery } from '../../scripts/benchHandFloors';

describe("the bench's hand-written floors", () => {
  it('match the search text literally, anywhere or at the start, as the lists do', () => {
    expect(containsPattern('Golden Harbour')).toBe('%golden harbour%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(prefixPattern('UC_ab%')).toBe('UC\\_ab\\%%');
  });

  it("ask the library's full text for every word as a prefix, operators dropped", () => {
    expect(prefixQuery('golden harbour')).toBe('golden:* & harbour:*');
    expect(prefixQuery("a & b | !c ('d')")).toBe('a:* & b:* & c:* & d:*');
    expect(prefixQuery('  &| ')).toBeUndefined();
  });

  it('read the page the body names, ten a page by default', () => {
    expect(pageOf({})).toEqual({ limit: 10, offset: 0 });
    expect(pageOf({ page: 3, limit: 25 })).toEqual({ limit: 25, offset: 50 });
  });
});
