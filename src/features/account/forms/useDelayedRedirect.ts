import { useCallback, useEffect, useRef } from 'react';

/** 000 §9: a save shows its success message, then the next page opens after 2 seconds. */
export const SAVE_REDIRECT_DELAY_MS = 2_000;

/** Runs an action once the delay has passed; leaving the page first cancels it. */
export function useDelayedRedirect(): (action: () => void) => void {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback((action: () => void) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, SAVE_REDIRECT_DELAY_MS);
  }, []);
}
