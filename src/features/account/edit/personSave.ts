// The two calls a person save makes, each read into what the page says (000 §8).
import { updateCredentials, updatePerson } from '../../../api/accounts';
import { formMessages } from '../forms/formMessages';
import { serverErrorOf, serverFieldOf } from '../forms/serverAnswer';
import { credentialsPayload, personMessages, personPayload } from './personForm';

export type SaveResult = { ok: true } | { ok: false; message: string; field?: string; fieldMessage?: string };

/**
 * PUT user/update-credentials. 000 §8: the server's `error` text; for a 400–599 answer without one, the general
 * message; anything else (no answer at all) is a network or server issue.
 */
export async function saveCredentials(body: ReturnType<typeof credentialsPayload>): Promise<SaveResult> {
  let answer;
  try {
    answer = await updateCredentials(body);
  } catch {
    return { ok: false, message: personMessages.credentialsUnreachable };
  }
  if (answer.ok) return { ok: true };
  const error = serverErrorOf(answer.body);
  const field = serverFieldOf(answer.body);
  if (error) return { ok: false, message: error, field, fieldMessage: error };
  if (answer.status >= 400 && answer.status <= 599) return { ok: false, message: formMessages.unexpected };
  return { ok: false, message: personMessages.credentialsUnreachable };
}

/** PUT user/update-person. 000 §8: one message for every failure; a refusal naming a field also marks it. */
export async function savePersonDetails(body: ReturnType<typeof personPayload>): Promise<SaveResult> {
  let answer;
  try {
    answer = await updatePerson(body);
  } catch {
    return { ok: false, message: personMessages.detailsFailed };
  }
  if (answer.ok) return { ok: true };
  const error = serverErrorOf(answer.body);
  return { ok: false, message: personMessages.detailsFailed, field: serverFieldOf(answer.body), fieldMessage: error };
}
