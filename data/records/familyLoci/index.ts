// The generated family loci: 380 demo members of two large, real Arabidopsis gene families (F-box proteins and
// pentatricopeptide repeat proteins), so that searches over the demo dataset find more than a handful of genes.
//
// Real: the family names and gene descriptions, protein domains (InterPro, Pfam, SUPERFAMILY, Gene3D), GO and PO
// terms, the array platforms. Demo: every locus itself — its AGI name (chosen to miss every other locus of the
// dataset), coordinates, gene structure, protein sequence, symbol (FBX001…, PPR001…), annotations, array elements,
// UniProt ids (made up, in UniProt's format), alleles, lines and the six studies. Every description ends in
// '(demo record)'.
//
// Queries that return more than 250 genes: the gene search by description 'F-box' (contains: the 267 current
// generated F-box loci and AT4G00010; obsolete loci keep no description), and the general search 'demo record' in
// genes (all 372 current generated loci).
//
// The locus pages repeat a few patterns, so the check of the demo pages' links (data/demoLinks.test.ts) starts from
// one locus of each (family, kind, obsolete, two gene models, an allele) with its gene models and proteins; the others
// are link targets, which the data tests check and search indexes like any record.
import type { GeneResponse } from '../../../schemas/gene';
import type { GermplasmResponse } from '../../../schemas/germplasm';
import type { LocusResponse } from '../../../schemas/locus';
import type { PolymorphismResponse } from '../../../schemas/polymorphism';
import type { ProteinResponse } from '../../../schemas/protein';
import type { PublicationResponse } from '../../../schemas/publication';
import type { DemoRecord } from '../../types';
import { allelesOfLocus, familyGermplasmRecords, familyPolymorphismRecords } from './alleles';
import { familyGeneRecords, familyLocusRecord, familyProteinRecords } from './records';
import { familyLocusPlan, type FamilyLocusPlan } from './plan';
import { familyStudyRecords } from './studies';

/** One locus of each pattern: the first of each family, kind and obsolete state, with two models, with an allele. */
function patternLoci(): Set<FamilyLocusPlan> {
  const patterns = new Map<string, FamilyLocusPlan>();
  for (const plan of familyLocusPlan) {
    const keys = [`${plan.family} ${plan.kind} ${plan.obsolete}`, `${plan.family} models ${plan.modelCount}`, `${plan.family} allele ${allelesOfLocus(plan).length > 0}`];
    for (const key of keys) if (!patterns.has(key)) patterns.set(key, plan);
  }
  return new Set(patterns.values());
}

const onePerPattern = patternLoci();

const demoRecord = <T>(plan: FamilyLocusPlan, key: number, name: string, accession: string, record: T): DemoRecord<T> => ({
  key,
  name,
  accession,
  record,
  ...(onePerPattern.has(plan) ? {} : { linkTarget: true as const }),
});

export const familyLocusRecords: DemoRecord<LocusResponse>[] = familyLocusPlan.map((plan) => demoRecord(plan, plan.key, plan.name, `Locus:${plan.key}`, familyLocusRecord(plan)));

export const familyGeneModelRecords: DemoRecord<GeneResponse>[] = familyLocusPlan.flatMap((plan) =>
  familyGeneRecords(plan).map((gene) => demoRecord(plan, gene.key, gene.name, `Gene:${gene.key}`, gene.record)),
);

export const familyProteinRecordList: DemoRecord<ProteinResponse>[] = familyLocusPlan.flatMap((plan) =>
  familyProteinRecords(plan).map((protein) => demoRecord(plan, protein.key, protein.name, `AASequence:${protein.key}`, protein.record)),
);

/** How many annotations of the family loci cite each study (the publication page's annotation count). */
function citations(): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { record } of familyLocusRecords) {
    for (const group of record.annotationGroups ?? []) {
      for (const annotation of group.annotations ?? []) {
        const key = Number(annotation.reference_id);
        if (annotation.reference_id != null) counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  return counts;
}

export const familyPublicationRecords: DemoRecord<PublicationResponse>[] = familyStudyRecords(citations()).map((record) => ({ key: Number(record.referenceId), record }));

export const familyGermplasmRecordList: DemoRecord<GermplasmResponse>[] = familyGermplasmRecords().map((record) => ({ key: Number(record.tairObjectId), name: record.name, record }));

export const familyPolymorphismRecordList: DemoRecord<PolymorphismResponse>[] = familyPolymorphismRecords().map((record) => ({
  key: Number(record.polymorphismTairObjectId),
  name: record.name,
  record,
}));
