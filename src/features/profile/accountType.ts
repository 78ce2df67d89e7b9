// 000 §4 "Profile": the account-type sentence. The two parts join with one space, so a member reads, e.g.,
// 'Institutional TAIR Account - includes full access to TAIR pages and Gene Class Symbol registration.'
import type { Institution } from '../../session/useSession';

export const BASIC_ACCOUNT = 'Basic TAIR Account';
export const INSTITUTIONAL_ACCOUNT = 'Institutional TAIR Account - includes full access to TAIR pages';
export const WITH_SYMBOL_REGISTRATION = 'and Gene Class Symbol registration.';
export const WITHOUT_SYMBOL_REGISTRATION = 'without Gene Class Symbol registration.';

export interface AccountType {
  kind: 'basic' | 'institutional';
  sentence: string;
  /** Why the account is basic: the institution is not subscribed; null for an institutional account. */
  note: string | null;
}

export function accountType(institution: Institution, registeringForAbrc: boolean): AccountType {
  const basic = !institution.status || institution.status === 'not subscribed';
  const symbols = registeringForAbrc ? WITH_SYMBOL_REGISTRATION : WITHOUT_SYMBOL_REGISTRATION;
  return {
    kind: basic ? 'basic' : 'institutional',
    sentence: `${basic ? BASIC_ACCOUNT : INSTITUTIONAL_ACCOUNT} ${symbols}`,
    note: basic ? `${institution.name.trim() || 'Your institution'} is not subscribed to TAIR.` : null,
  };
}
