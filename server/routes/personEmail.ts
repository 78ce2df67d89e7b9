// 000 §6: a person who has chosen not to show their e-mail address (displayEmail not 'T') has it left out of the
// person record the server sends; only the person themself and curators still receive it. Hiding it on the page
// alone is not enough, since anyone can read the API's answer.
import type { Login } from '../accounts/logins';

/** Whether this login may see the hidden e-mail address of the person with this key (community id). */
export const maySeeHiddenEmail = (login: Login | null, personKey: string) =>
  login !== null && (login.isCurator || String(login.communityId) === personKey);

/** The person's JSON text without its e-mail address. */
export function withoutEmail(body: string): string {
  const { email: _hidden, ...rest } = JSON.parse(body) as Record<string, unknown>;
  return JSON.stringify(rest);
}
