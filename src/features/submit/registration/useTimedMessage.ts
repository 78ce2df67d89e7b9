import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGE_MS } from './symbolMessages';

/**
 * A message that shows for a while and then goes (001 §8: the login and conflict messages stay 5 seconds).
 * Showing it again restarts the wait; leaving the page cancels it.
 */
export function useTimedMessage(durationMs = MESSAGE_MS): { message: string | null; show: (text: string) => void; clear: () => void } {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  const show = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      setMessage(text);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  return { message, show, clear };
}
