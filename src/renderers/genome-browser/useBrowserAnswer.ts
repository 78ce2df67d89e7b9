import { useEffect, useState } from 'react';
import { hostAnswers } from '../../api/hostAnswers';

/** How long the frame waits for the genome browser before saying it did not answer. */
export const BROWSER_ANSWER_TIMEOUT_MS = 15_000;

export type BrowserAnswer = 'waiting' | 'answered' | 'silent';

/**
 * Whether the genome browser answers, asked once the frame is near the screen (the frame itself loads lazily).
 * A frame's load event cannot tell: the browser fires it for its own error page too, when the host cannot be
 * reached. So the browser's address is asked directly (hostAnswers); a network error, or no answer within
 * `timeoutMs`, means the frame would stay blank.
 */
export function useBrowserAnswer(url: string, target: Element | null, timeoutMs: number, attempt: number): BrowserAnswer {
  const [answer, setAnswer] = useState<{ key: string; answer: BrowserAnswer }>({ key: '', answer: 'waiting' });
  const key = `${attempt}:${url}`;

  useEffect(() => {
    if (!target) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (result: BrowserAnswer) => {
      if (controller.signal.aborted) return;
      clearTimeout(timer);
      controller.abort();
      setAnswer({ key, answer: result });
    };
    const ask = () => {
      timer = setTimeout(() => settle('silent'), timeoutMs);
      hostAnswers(url, controller.signal).then(
        () => settle('answered'),
        () => settle('silent'),
      );
    };
    if (typeof IntersectionObserver === 'undefined') {
      ask();
      return () => {
        clearTimeout(timer);
        controller.abort();
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        ask();
      },
      { rootMargin: '200px' },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, url, target, timeoutMs]);

  return answer.key === key ? answer.answer : 'waiting';
}
