import { describe, expect, it } from 'vitest';
import { formatters } from '.';
import { fillText } from '../templates';

describe('originalNameOrName', () => {
  const title = (record: unknown) => fillText('Germplasm: {$|originalNameOrName}', { item: record, record });

  it("titles a germplasm by the donor's spelling of its name when there is one", () => {
    expect(title({ name: 'SALK_067241C', originalName: 'SALK_067241c' })).toBe('Germplasm: SALK_067241c');
  });

  it('falls back to the name when originalName is missing or blank', () => {
    expect(title({ name: 'Col-0 EMS line 0001' })).toBe('Germplasm: Col-0 EMS line 0001');
    expect(title({ name: 'Col-0 EMS line 0002', originalName: null })).toBe('Germplasm: Col-0 EMS line 0002');
    expect(title({ name: 'Col-0 EMS line 0003', originalName: '  ' })).toBe('Germplasm: Col-0 EMS line 0003');
  });

  it('shows a plain value as it is, and nothing for a record with neither name', () => {
    expect(formatters.originalNameOrName('lfy-12')).toBe('lfy-12');
    expect(formatters.originalNameOrName({ tairObjectId: 4690012 })).toBe('');
    expect(formatters.originalNameOrName(null)).toBe('');
    expect(formatters.originalNameOrName(['lfy-12'])).toBe('');
  });
});
