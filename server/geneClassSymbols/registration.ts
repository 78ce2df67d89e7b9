// Whether a symbol is taken (001 §8: registered, or a pending or approved submission), and a member's submission
// stored only while it is not: the check and the insert in one transaction holding the registry's lock
// (symbolStore.ts), so that two members submitting one symbol at once, through two server processes, do not both
// get it.
import type { PortalStore } from '../store/stores';
import { symbolRegistry } from './registry';
import type { SubmitterInfo } from './rules';
import { submissionStore, type NewSubmission, type PublicSubmission } from './submissionStore';
import type { SymbolStore } from './symbolStore';

/** A row of the symbol check: a registered symbol or a submission. Never the comments. */
export interface ExistingSymbol {
  geneClassSymbol: string;
  fullName: string | null;
  status: string | null;
  source: 'registered' | 'submission';
}

/** Registered symbols, then pending or approved submissions not yet among them. */
export async function existingSymbols(rows: SymbolStore, symbol: string): Promise<ExistingSymbol[]> {
  const registered = await symbolRegistry(rows).lookup(symbol);
  const keys = new Set(registered.map((row) => row.key));
  const living = await submissionStore(rows).living(symbol);
  return [
    ...registered.map((row) => ({ geneClassSymbol: row.geneClassSymbol, fullName: row.fullName, status: row.status, source: 'registered' as const })),
    ...living
      .filter((submission) => !submission.recordKey || !keys.has(submission.recordKey))
      .map((submission) => ({ geneClassSymbol: submission.geneClassSymbol, fullName: submission.fullName, status: submission.status, source: 'submission' as const })),
  ];
}

export function symbolRegistration(portal: PortalStore) {
  return {
    existing: (symbol: string) => existingSymbols(portal.stores.symbols, symbol),

    /** Stores a pending submission of the member; its public view, or null when the symbol is taken. */
    submit: (submission: NewSubmission, communityId: number, submitter: SubmitterInfo): Promise<PublicSubmission | null> =>
      portal.transaction(async ({ symbols }) => {
        await symbols.lockRegistry();
        if ((await existingSymbols(symbols, submission.geneClassSymbol)).length > 0) return null;
        return submissionStore(symbols).add(submission, communityId, submitter);
      }),
  };
}
