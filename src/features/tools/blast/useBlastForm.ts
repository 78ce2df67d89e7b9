import { useCallback, useEffect, useMemo, useState } from 'react';
import { BLAST_DEFAULTS, blastFormProblems, withProgram, type BlastFormValues, type BlastPrefill, type BlastProblems } from './blastFormModel';
import type { BlastProgramId } from './blastPrograms';

/** 001 §9: the query from the page's address is filled in half a second after the page opens. */
export const PREFILL_DELAY_MS = 500;

type TextField = Exclude<keyof BlastFormValues, 'algorithm' | 'QueryFilter' | 'GappedAlignment'>;

/**
 * The BLAST form's values, the rules between them and its problems. Problems show only after a refused Run BLAST
 * (nobody wants to be told the empty box is empty before typing), and then follow the values as they change.
 */
export function useBlastForm(prefill: BlastPrefill) {
  const [values, setValues] = useState(prefill.values);
  const [showProblems, setShowProblems] = useState(false);

  useEffect(() => {
    const sequence = prefill.sequence;
    if (!sequence) return;
    // Text typed in the meantime is the user's and stays.
    const timer = setTimeout(() => setValues((current) => (current.QueryText === '' ? { ...current, QueryText: sequence } : current)), PREFILL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [prefill.sequence]);

  const problems = useMemo(() => blastFormProblems(values), [values]);

  const setText = useCallback((field: TextField, value: string) => setValues((current) => ({ ...current, [field]: value })), []);
  const setFlag = useCallback((field: 'QueryFilter' | 'GappedAlignment', on: boolean) => setValues((current) => ({ ...current, [field]: on })), []);
  const setProgram = useCallback((program: BlastProgramId) => setValues((current) => withProgram(current, program)), []);

  /** 001 §4: Reset restores the defaults of 001 §9 (not what the address asked for). */
  const reset = useCallback(() => {
    setValues(BLAST_DEFAULTS);
    setShowProblems(false);
  }, []);

  /** Undefined when the form may be sent; else the first field at fault, and its problems show from now on. */
  const approveRun = useCallback((): keyof BlastProblems | undefined => {
    const fault = (Object.keys(problems) as (keyof BlastProblems)[])[0];
    if (fault) setShowProblems(true);
    return fault;
  }, [problems]);

  return { values, problems: showProblems ? problems : {}, setText, setFlag, setProgram, reset, approveRun };
}

export type BlastFormState = ReturnType<typeof useBlastForm>;
