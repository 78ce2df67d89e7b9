// 000 §5 and §8: what a member is told after submitting an activation code.
//
//   code empty (after trimming)             → 'Please enter a valid activation code.'  (nothing is sent)
//   no party id held for the member         → 'Error during activation.'               (nothing is sent)
//   2xx with the tracker, or the success
//   message, in the body                    → 'Activation Code applied successfully!'
//   any answer whose body has a message     → that message (the server says what was wrong with the code)
//   non-2xx without a message               → 'An error occurred during activation.'
//   2xx with neither tracker nor message    → 'Activation failed'
//   no answer at all (network failure)      → 'An error occurred while activating the subscription.'
import type { ApiAnswer } from '../../api/client';

export const activationTexts = {
  emptyCode: 'Please enter a valid activation code.',
  noParty: 'Error during activation.',
  applied: 'Activation Code applied successfully!',
  statusError: 'An error occurred during activation.',
  unexpectedAnswer: 'Activation failed',
  networkFailure: 'An error occurred while activating the subscription.',
} as const;

export type ActivationOutcome = { ok: true; message: string } | { ok: false; message: string };

const fieldText = (body: unknown, field: string): string => {
  if (!body || typeof body !== 'object') return '';
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'string' ? value.trim() : '';
};

export function activationOutcome(answer: ApiAnswer): ActivationOutcome {
  const message = fieldText(answer.body, 'message');
  const tracker = answer.body && typeof answer.body === 'object' ? (answer.body as Record<string, unknown>).tracker : undefined;
  if (answer.ok && ((tracker !== null && typeof tracker === 'object') || message === activationTexts.applied)) {
    return { ok: true, message: activationTexts.applied };
  }
  const serverMessage = message || fieldText(answer.body, 'error');
  if (serverMessage) return { ok: false, message: serverMessage };
  return { ok: false, message: answer.ok ? activationTexts.unexpectedAnswer : activationTexts.statusError };
}
