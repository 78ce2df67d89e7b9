// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BLAST_DEFAULTS, prefillFromQuery } from './blastFormModel';
import { PREFILL_DELAY_MS, useBlastForm } from './useBlastForm';

const fromProtein = prefillFromQuery(new URLSearchParams('sequence_type=protein&sequence=MEDQVGFGFRPNDEEL'));

describe('useBlastForm', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fills the query from the address 500 ms after the page opens, not before (001 §9)', () => {
    const { result } = renderHook(() => useBlastForm(fromProtein));
    expect(result.current.values).toMatchObject({ algorithm: 'blastp', QueryText: '' });
    act(() => vi.advanceTimersByTime(PREFILL_DELAY_MS - 1));
    expect(result.current.values.QueryText).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.values.QueryText).toBe('MEDQVGFGFRPNDEEL');
  });

  it('keeps what the user typed before the delay ran out', () => {
    const { result } = renderHook(() => useBlastForm(fromProtein));
    act(() => result.current.setText('QueryText', 'MKVLAAGIV'));
    act(() => vi.advanceTimersByTime(PREFILL_DELAY_MS));
    expect(result.current.values.QueryText).toBe('MKVLAAGIV');
  });

  it('shows problems only after a refused run, then follows the values; Reset clears both', () => {
    const { result } = renderHook(() => useBlastForm({ values: BLAST_DEFAULTS }));
    expect(result.current.problems).toEqual({});
    let fault: string | undefined;
    act(() => {
      fault = result.current.approveRun();
    });
    expect(fault).toBe('QueryText');
    expect(result.current.problems.QueryText).toBe('Enter a query sequence (raw or FASTA) before running BLAST.');
    act(() => result.current.setText('QueryText', 'ACGTACGTACGT'));
    expect(result.current.problems).toEqual({});
    act(() => result.current.setProgram('blastp'));
    expect(result.current.problems.QueryText).toMatch(/^blastp needs a protein query/);
    act(() => result.current.reset());
    expect(result.current.values).toEqual(BLAST_DEFAULTS);
    expect(result.current.problems).toEqual({});
  });
});
