// POST /api/search/germplasm (001 §2.2 Germplasm form, §3.1 Germplasm): lines and sets of lines, by germplasm
// type, species, name and the alleles they carry (with zygosity), restricted by stock, transgene, image, ploidy,
// background accession, mutagen, insertion and construct, and by where their alleles' loci lie.
import * as z from 'zod';
import { GERMPLASM_SEARCH_TYPES, germplasmFeatures, germplasmPayload, type GermplasmPayload, germplasmTermRow } from '../../../contracts/search/germplasm';
import type { GermplasmResponse } from '../../../schemas/germplasm';
import type { CategoryModule, Criterion, IndexedDoc, IndexedSpan, RelatedRecord } from '../types';
import { relatedLocus } from './relatedLocus';
import {
  agiChromosome,
  anyOfCriterion,
  criteriaOf,
  distinct,
  flagCriterion,
  flagTerm,
  linksOf,
  linkTo,
  listOf,
  mapLocationCriterion,
  selected,
  termsOf,
  textCriterion,
  textSortKey,
} from './rowCriteria';

/** Term fields each search type (contracts/search/germplasm.ts) matches. */
const FIELDS_BY_SEARCH_TYPE: Record<(typeof GERMPLASM_SEARCH_TYPES)[number], string[]> = {
  name: ['name', 'other_name'],
  stock_number: ['stock_number'],
  locus_name: ['locus'],
  gene_name: ['gene'],
  phenotype: ['phenotype'],
};

export interface GermplasmDoc {
  id: string;
  name: string;
  type: string | null;
  species: string | null;
  background_ecotypes: string[];
  stock_numbers: string[];
  loci: { id: string; name: string }[];
  polymorphisms: { id: string; name: string }[];
  description: string | null;
}

const stockNumbers = (germplasm: GermplasmResponse) =>
  distinct([germplasm.stock?.name, ...listOf(germplasm.stockEntries).map((entry) => entry.stockName)]);

export function germplasmDoc(key: string, germplasm: GermplasmResponse): GermplasmDoc {
  const alleles = listOf(germplasm.polymorphisms);
  return {
    id: key,
    name: germplasm.originalName || germplasm.name,
    type: germplasm.germplasmType ?? null,
    species: germplasm.scientificName ?? null,
    background_ecotypes: distinct(listOf(germplasm.accessions).map((accession) => accession.abbrevName || accession.originalName)),
    stock_numbers: stockNumbers(germplasm),
    loci: linksOf(alleles.map((allele) => linkTo(allele.locusId, allele.locusName))),
    polymorphisms: linksOf(alleles.map((allele) => linkTo(allele.polymorphismId, allele.originalName))),
    description: germplasm.description ?? null,
  };
}

/** 'Individual Line' → 'individual_line', the spelling of 001 §3.7. */
const typeSpelling = (type: string | null | undefined) => (type ?? '').trim().toLowerCase().replace(/\s+/g, '_');

/** 2n for a diploid line (ploidy 'diploid', '2n' or 2), not_2n for any other known ploidy. */
function ploidyClass(ploidy: string | number | null | undefined): string | null {
  if (ploidy === null || ploidy === undefined || String(ploidy).trim() === '') return null;
  return ['diploid', '2n', '2'].includes(String(ploidy).trim().toLowerCase()) ? '2n' : 'not_2n';
}

/** The insertion a mutagen makes, when it inserts DNA: T-DNA or a transposon (Ds, En/Spm…). */
function insertionOf(mutagen: string | null | undefined): string | null {
  if (!mutagen) return null;
  if (/t-?dna/i.test(mutagen)) return 'T-DNA';
  if (/transposon/i.test(mutagen)) return 'transposon';
  return null;
}

/** Where the alleles' loci lie on the assembly (AGI positions, bp), read from the locus records. */
function alleleLocusSpans(germplasm: GermplasmResponse, related: RelatedRecord): IndexedSpan[] {
  const locusIds = distinct(listOf(germplasm.polymorphisms).map((allele) => (allele.locusId === null || allele.locusId === undefined ? null : String(allele.locusId))));
  return locusIds.flatMap((locusId) =>
    (relatedLocus(related, locusId)?.spans ?? [])
      .filter((span) => span.mapType === 'agi')
      .map((span) => ({ field: 'location', chromosome: span.chromosome, start: span.start, end: span.end })),
  );
}

function indexGermplasm(key: string, germplasm: GermplasmResponse, related: RelatedRecord): IndexedDoc {
  const doc = germplasmDoc(key, germplasm);
  const alleles = listOf(germplasm.polymorphisms);
  const accessions = listOf(germplasm.accessions);
  return {
    id: key,
    doc: { ...doc },
    sortKey: textSortKey(doc.name),
    terms: [
      ...termsOf('name', [germplasm.name, germplasm.originalName]),
      ...termsOf('other_name', listOf(germplasm.otherNames).map((other) => other.originalAlias)),
      ...termsOf('stock_number', doc.stock_numbers),
      ...termsOf('locus', alleles.map((allele) => allele.locusName)),
      ...termsOf('gene', alleles.flatMap((allele) => [allele.geneName, allele.fullName])),
      ...termsOf('phenotype', listOf(germplasm.phenotypes).map((phenotype) => phenotype.phenotype)),
      ...termsOf('type', [typeSpelling(germplasm.germplasmType)]),
      ...termsOf('species', [germplasm.scientificName]),
      // An allele is found by its name, in any zygosity ('allele') or in the one the line carries it in.
      ...termsOf('allele', alleles.map((allele) => allele.originalName)),
      ...alleles.flatMap((allele) => termsOf(`allele_${(allele.genotype ?? '').trim().toLowerCase()}`, [allele.originalName])),
      ...termsOf('background_ecotype', accessions.flatMap((accession) => [accession.abbrevName, accession.originalName])),
      ...termsOf('mutagen', [germplasm.mutagen, ...alleles.map((allele) => allele.mutagen)]),
      ...termsOf('insertion_type', [insertionOf(germplasm.mutagen), ...alleles.map((allele) => insertionOf(allele.mutagen))]),
      ...termsOf('construct_type', listOf(germplasm.construct).map((construct) => construct.constructType)),
      ...termsOf('ploidy', [ploidyClass(germplasm.ploidy)]),
      // Alleles' loci give the chromosomes and positions the line is mapped to (the record holds no positions).
      ...termsOf('chromosome', alleles.map((allele) => agiChromosome(allele.locusName))),
      ...flagTerm('abrc_stock', doc.stock_numbers.length > 0),
      ...flagTerm('has_polymorphism', alleles.length > 0),
      ...flagTerm('transgenic', listOf(germplasm.construct).length > 0),
      ...flagTerm('has_images', listOf(germplasm.images).length > 0),
    ],
    words: [{ field: 'description', text: [germplasm.description, ...listOf(germplasm.phenotypes).map((phenotype) => phenotype.phenotype)].filter(Boolean).join(' ') }],
    spans: alleleLocusSpans(germplasm, related),
  };
}

function termRowCriteria(row: z.infer<typeof germplasmTermRow>): Criterion[] {
  const species = row.species_search_by?.trim();
  return criteriaOf(
    species ? anyOfCriterion('species', selected(species)) : null,
    row.search_type ? textCriterion(FIELDS_BY_SEARCH_TYPE[row.search_type], row.search_method, row.search_input) : null,
  );
}

function featureCriteria(row: z.infer<typeof germplasmFeatures>): Criterion[] {
  return criteriaOf(
    flagCriterion('abrc_stock', row.isAbrcStock),
    flagCriterion('has_polymorphism', row.hasPoly),
    flagCriterion('transgenic', row.isTransgenic),
    flagCriterion('has_images', row.hasImages),
    row.cc_ploidy && row.cc_ploidy !== 'any' ? anyOfCriterion('ploidy', [row.cc_ploidy]) : null,
    anyOfCriterion('background_ecotype', selected(row.background_ecotype)),
    anyOfCriterion('mutagen', selected(row.mutagen)),
    anyOfCriterion('insertion_type', selected(row.insertionTypes)),
    anyOfCriterion('construct_type', selected(row.constructTypes)),
  );
}

export const germplasmCategory: CategoryModule<GermplasmPayload> = {
  category: 'germplasm',
  version: 2,
  sourceTypes: ['germplasm'],
  reads: ['locus'],
  // Records were checked against schemas/germplasm.ts by the data tests.
  index: (type, key, body, related) => (type === 'germplasm' ? [indexGermplasm(key, body as GermplasmResponse, related)] : []),
  payload: germplasmPayload,
  query(payload) {
    const types = listOf(payload.searchType).map((row) => row.type_search_by).filter((type) => type !== 'any');
    const alleles = listOf(payload.searchAlleles).map((row) =>
      textCriterion([row.search_type === undefined || row.search_type === 'any' ? 'allele' : `allele_${row.search_type}`], row.search_method, row.search_input),
    );
    return {
      category: 'germplasm',
      criteria: criteriaOf(
        anyOfCriterion('type', types),
        ...listOf(payload.searchTerms).flatMap(termRowCriteria),
        ...alleles,
        ...listOf(payload.restrictByFeatures).flatMap(featureCriteria),
        mapLocationCriterion(payload.mapLocation),
      ),
    };
  },
  general: { fields: ['name', 'other_name', 'stock_number', 'allele', 'locus'], wordFields: ['description'] },
};
