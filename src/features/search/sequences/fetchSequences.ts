import { apiSend } from '../../../api/client';
import { refusalMessage, refusalReason } from '../../../api/refusalReason';

/** A refusal or failure of search/sequences, with the sentence to show. */
export class SequencesError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SequencesError';
  }
}

export const SEQUENCES_FAILED = 'The sequences could not be loaded. Please try again later.';

/**
 * POST search/sequences with the stored request (001 §7). The answer is FASTA text; a refusal or an answer with an
 * error field is thrown as a SequencesError carrying the server's message. Network failures throw as they are.
 */
export async function fetchSequences(request: unknown): Promise<string> {
  const answer = await apiSend('POST', 'search/sequences', request);
  // The client parses bodies that are JSON; FASTA text (starting with '>') never is, and no sequence at all is empty.
  if (answer.ok && (typeof answer.body === 'string' || answer.body === null)) return answer.body ?? '';
  throw new SequencesError(refusalReason(answer.status, answer.body) ?? refusalMessage(answer.body) ?? SEQUENCES_FAILED);
}
