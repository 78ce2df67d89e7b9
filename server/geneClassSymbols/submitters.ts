// Who submitted a gene class symbol, as their account says: the person record's name and institution and the
// account's e-mail address (000 §3). Never what the form said: a member could type anyone's name and address there,
// and a curator reviewing the submission would take it for that person's.
import type { AccountRow } from '../accounts/store';
import type { RecordReader } from '../db/recordReader';
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

export function accountSubmitters(records: RecordReader) {
  return {
    /** The submitter a login's account names. */
    async of(account: Pick<AccountRow, 'community_id' | 'email'>): Promise<SubmitterInfo> {
      return accountSubmitter(account.email, (await records.body('person', String(account.community_id))) ?? null);
    },
  };
}
