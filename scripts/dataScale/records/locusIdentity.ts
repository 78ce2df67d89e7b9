// What other records show of a locus (its name, id, symbol and what it encodes), read from the plan alone so
// that a publication or a protein can name a locus without building it.
import { CHROMOSOMES, type Chromosome } from '../genome';
import { locusId, type ScalePlan } from '../plan';
import { PROTEIN_FAMILIES, type ProteinFamily } from '../vocabulary/families';
import { LOCUS_KINDS, type LocusKind } from '../vocabulary/locusKinds';

export interface LocusIdentity {
  name: string;
  locusId: number;
  chromosome: Chromosome;
  kind: LocusKind;
  /** Null for non-coding loci. */
  family: ProteinFamily | null;
  symbol: string | null;
  symbolFullName: string | null;
  description: string;
}

export function locusIdentity(plan: ScalePlan, locus: number): LocusIdentity {
  const kind = LOCUS_KINDS[plan.kind[locus]!]!;
  const family = kind.coding ? (PROTEIN_FAMILIES[plan.family[locus]!] ?? null) : null;
  const number = plan.symbolNumber[locus]!;
  const hasSymbol = number > 0 && family?.symbolPrefix;
  return {
    name: plan.locusName[locus]!,
    locusId: locusId(locus),
    chromosome: CHROMOSOMES[plan.chromosome[locus]!]!,
    kind,
    family,
    symbol: hasSymbol ? `${family.symbolPrefix}${String(number).padStart(3, '0')}` : null,
    symbolFullName: hasSymbol ? `${family.symbolFullName} ${number}` : null,
    description: family ? family.description : kind.description,
  };
}
