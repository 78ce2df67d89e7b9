// Who submitted a gene class symbol, as their account says: the person record's name and institution and the
// account's e-mail address (000 §3). Never what the form said: a member could type anyone's name and address there,
// and a curator reviewing the submission would take it for that person's.
import type { AccountRow } from '../accounts/store';
import type { Db } from '../db/database';
import type { SubmitterInfo } from './rules';

interface PersonNames {
  firstName?: unknown;
  lastName?: unknown;
  institutionName?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The submitter of an account from its e-mail address and its person record's body (JSON text, or null). */
export function accountSubmitter(email: string, personBody: string | null): SubmitterInfo {
  const person = (personBody === null ? {} : JSON.parse(personBody)) as PersonNames;
  return { firstName: text(person.firstName), lastName: text(person.lastName), email, institution: text(person.institutionName) };
}

export function accountSubmitters(db: Db) {
  const personBody = db.prepare<[string], string>("SELECT body FROM records WHERE type = 'person' AND id = ?").pluck();
  return {
    /** The submitter a login's account names. */
    of(account: Pick<AccountRow, 'community_id' | 'email'>): SubmitterInfo {
      return accountSubmitter(account.email, personBody.get(String(account.community_id)) ?? null);
    },
  };
}
