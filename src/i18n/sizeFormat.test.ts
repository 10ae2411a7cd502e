import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES_DEFAULT } from '../../shared/constants';
import { formatSize } from './sizeFormat';

describe('sizes in the chosen language', () => {
  it('writes the number and the unit as each language does', () => {
    expect(formatSize('en', UPLOAD_MAX_BYTES_DEFAULT)).toBe('5 GB');
    // French puts a narrow no-break space between the number and its unit.
    expect(formatSize('fr', UPLOAD_MAX_BYTES_DEFAULT)).toBe('5\u202fGo');
    expect(formatSize('de', 1.5 * 1024 ** 2)).toBe('1,5 MB');
    expect(formatSize('fr', 1.5 * 1024 ** 2)).toBe('1,5\u202fMo');
    expect(formatSize('en', 2048)).toBe('2 kB');
  });
});
