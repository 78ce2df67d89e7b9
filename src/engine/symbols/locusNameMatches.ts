import { apiSend } from '../../api/client';

/** A locus offered for a name: what a reader needs to tell loci sharing a symbol apart. */
export interface LocusCandidate {
  key: string;
  /** The AGI code. */
  agi: string;
  /** Symbols, full names and other names, as gene search lists them. */
  otherNames: string[];
  description: string;
  obsolete: boolean;
}

/** The loci that have the name itself, else (none has it) those with a name starting with it. */
export interface LocusNameMatches {
  exact: LocusCandidate[];
  startingWith: LocusCandidate[];
}

/** At most this many loci are offered; a name shared more widely is a search, not a choice. */
export const CHOICE_LIMIT = 20;

type Method = 'exactly' | 'starts_with';

const asText = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

function candidateOf(doc: unknown): LocusCandidate | null {
  if (!doc || typeof doc !== 'object') return null;
  const { id, gene_name: agi, other_names: otherNames, description, obsolete } = doc as Record<string, unknown>;
  if (!asText(id)) return null;
  return {
    key: asText(id),
    agi: asText(agi),
    otherNames: Array.isArray(otherNames) ? otherNames.map(asText).filter(Boolean) : [],
    description: asText(description),
    obsolete: obsolete === true,
  };
}

/**
 * Gene search docs → the loci whose symbols or other names match. Gene search's 'name' also reads AGI codes and
 * gene model names; those stay with the name lookup (a gene model name opens no locus by name, as before), so only
 * a match among the other names counts.
 */
export function candidatesNamed(docs: unknown, name: string, method: Method): LocusCandidate[] {
  const wanted = name.trim().toLowerCase();
  const matches = (other: string) => (method === 'exactly' ? other.toLowerCase() === wanted : other.toLowerCase().startsWith(wanted));
  return (Array.isArray(docs) ? docs : [])
    .map(candidateOf)
    .filter((candidate): candidate is LocusCandidate => candidate !== null && candidate.otherNames.some(matches))
    .slice(0, CHOICE_LIMIT);
}

// Gene search (docs/search.md): every name of a locus, obsolete loci included (an old link may name one).
async function searchNames(name: string, method: Method): Promise<LocusCandidate[]> {
  const answer = await apiSend('POST', 'search/gene', {
    searchBy: 'name',
    searchType: method,
    detailSearchText: name,
    include_obsolete: true,
    rowsLimit: 100,
  });
  if (!answer.ok) throw new Error(`Gene search answered ${answer.status}.`);
  return candidatesNamed((answer.body as { docs?: unknown } | null)?.docs, name, method);
}

/** The loci a name not known to the name lookup can mean. */
export async function locusNameMatches(name: string): Promise<LocusNameMatches> {
  const exact = await searchNames(name, 'exactly');
  if (exact.length > 0) return { exact, startingWith: [] };
  return { exact, startingWith: await searchNames(name, 'starts_with') };
}
