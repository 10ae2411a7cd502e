import { describe, expect, it } from 'vitest';
import { DOCUMENT_MAX_BYTES } from '../../../shared/constants';
import { documentProblem } from './AgreementDocument';
import { validateEndDate, validateRevenueShare } from './revenueShare';

describe('agreement validators', () => {
  it.each([0, 42.5, 65.55, 100, '70'])('accepts a revenue share of %s', (share) => {
    expect(validateRevenueShare(share)).toBeUndefined();
  });

  it.each([-0.01, 100.01, 12.345, 'abc'])('refuses a revenue share of %s', (share) => {
    expect(validateRevenueShare(share)).toBe('resources.contracts.validation.revenue_share');
  });

  it('refuses an end date before the start, and accepts none or a later one', () => {
    expect(validateEndDate('2025-12-31', { start_date: '2026-01-01' })).toBe(
      'resources.contracts.validation.end_date',
    );
    expect(validateEndDate('2026-01-01', { start_date: '2026-01-01' })).toBeUndefined();
    expect(validateEndDate(null, { start_date: '2026-01-01' })).toBeUndefined();
  });

  it('takes only PDFs up to the size the server takes', () => {
    const pdf = (size: number, name = 'signed.pdf', type = 'application/pdf') =>
      Object.defineProperty(new File(['x'], name, { type }), 'size', { value: size });
    expect(documentProblem(pdf(1000))).toBeUndefined();
    expect(documentProblem(pdf(1000, 'scan.png', 'image/png'))).toBe('resources.contracts.document.not_pdf');
    expect(documentProblem(pdf(DOCUMENT_MAX_BYTES + 1))).toBe('resources.contracts.document.too_large');
  });
});
