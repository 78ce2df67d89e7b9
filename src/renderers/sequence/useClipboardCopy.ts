import { useCallback, useEffect, useRef, useState } from 'react';

// 002 §2.4, §8, §9: copy feedback texts, shown for 3000 ms.
export const COPY_SUCCESS_TEXT = 'Sequence copied to clipboard!';
export const COPY_FAILURE_TEXT = 'Failed to copy the sequence.';
export const COPY_FEEDBACK_MS = 3000;

export type CopyOutcome = 'copied' | 'failed';

/** Writes text to the clipboard and remembers the outcome for 3 seconds. */
export function useClipboardCopy() {
  const [outcome, setOutcome] = useState<CopyOutcome | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    let result: CopyOutcome;
    try {
      // The Clipboard API is missing outside secure contexts; that counts as a failure too.
      if (!navigator.clipboard) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(text);
      result = 'copied';
    } catch {
      result = 'failed';
    }
    clearTimeout(timer.current);
    setOutcome(result);
    timer.current = setTimeout(() => setOutcome(undefined), COPY_FEEDBACK_MS);
  }, []);

  return { outcome, copy };
}
