// Gene class symbol records (002 §3 Gene symbol), for the Browse Gene Class Symbols page (002 §2.1): one for
// every locus of the plan that has a symbol (NAC012 …), with the symbol's full name, the locus, a status (most
// approved, some still pending), whether mutants have a phenotype, the member who registered it and when, and,
// for most, a publication about the locus as its reference.
import { linksOf } from '../links';
import type { ScalePlan } from '../plan';
import { randomFor } from '../random';
import { COMMUNITY_MEMBERS, dateBetween } from './common';
import { locusIdentity } from './locusIdentity';
import { publicationFacts } from './publication';

const STATUSES = [
  ['approved', 88],
  ['pending', 12],
] as const;
const PHENOTYPE_CLASSES = ['flowering time', 'root development', 'leaf morphology', 'seed development', 'stress response', 'pigmentation', 'embryo lethal'];

/** The loci that have a symbol, in name order: the gene symbol records are written for these. */
export function symbolLoci(plan: ScalePlan): number[] {
  const loci: number[] = [];
  for (let locus = 0; locus < plan.counts.loci; locus += 1) if (locusIdentity(plan, locus).symbol) loci.push(locus);
  return loci;
}

/** What the detail call of the symbol of one locus answers. */
export function geneSymbolRecord(plan: ScalePlan, locus: number) {
  const identity = locusIdentity(plan, locus);
  const random = randomFor(plan.seed, 'gene-symbol', locus);
  const member = random.pick(COMMUNITY_MEMBERS);
  const cited = Array.from(linksOf(plan.locusPublications, locus));
  const reference = cited.length > 0 && random.chance(0.8) ? publicationFacts(plan, random.pick(cited)) : null;
  const mutant = random.chance(0.3);
  return {
    symbol: identity.symbol!,
    descriptiveSymbol: identity.symbolFullName,
    description: identity.description,
    hasMutantPhenotype: mutant ? 'T' : 'F',
    mutantPhenotypeClass: mutant ? random.pick(PHENOTYPE_CLASSES) : null,
    status: random.weighted(STATUSES),
    associatedLociCount: 'single_locus',
    associatedLocis: [{ locusName: identity.name, locusId: identity.locusId, fullName: identity.symbolFullName }],
    attributions: [
      {
        attributionType: 'registered by',
        communityType: 'person',
        communityId: member.communityId,
        firstName: member.firstName,
        lastName: member.lastName,
        organizationName: null,
        attributionDate: dateBetween(random, 1998, Number(plan.seedDate.slice(0, 4)) - 1),
      },
    ],
    // The browse doc's reference: the publication's first author and year, linking to it.
    publications: reference
      ? [{ referenceId: reference.referenceId, title: reference.title, name: `${reference.authors.split(',')[0]!.trim()} ${reference.publicationYear}` }]
      : [],
  };
}
