// The insertion lines in AT1G01010 (NAC001) that the locus fixture lists: generatedGermplasms(22, 10) of
// data/records/locus/fixtures/generate.ts, germplasm 4680000 + n named lineName(n) and carrying polymorphism 4500000 + n,
// built from the same generator so the locus page and the germplasm page agree. Demo data throughout (made-up
// line numbers in the real collections' naming patterns). The collections' vectors are real: SALK lines carry
// pROK2, SAIL lines pCSA110, GABI-Kat lines pAC161 and WiscDsLox lines pDs-Lox.
import { generatedGermplasms } from '../locus/fixtures/generate';
import type { GermplasmResponse } from '../../../schemas/germplasm';
import { vectorKeys, wildTypeKeys } from '../keys';
import { citePublication } from '../publication';
import { accessionOf, alleleOf, ARABIDOPSIS, ecotypeByAbbrevName, stockOf } from './build';

/** How each collection made its lines: the vector (none for the Ds gene-trap lines), construct and mutagen. */
interface Collection {
  vector: keyof typeof vectorKeys | null;
  vectorName: string | null;
  constructType: string;
  mutagen: string;
}
const SALK: Collection = { vector: 'PROK2', vectorName: 'pROK2', constructType: 'Simple Insert', mutagen: 'T-DNA' };
const collections: Record<string, Collection> = {
  SALK,
  SALKseq: { vector: 'PROK2', vectorName: 'pROK2', constructType: 'Simple Insert', mutagen: 'T-DNA' },
  SAIL: { vector: 'PCSA110', vectorName: 'pCSA110', constructType: 'Simple Insert', mutagen: 'T-DNA' },
  GABI: { vector: 'PAC161', vectorName: 'pAC161', constructType: 'Simple Insert', mutagen: 'T-DNA' },
  WiscDsLox: { vector: 'PDS_LOX', vectorName: 'pDs-Lox', constructType: 'Simple Insert', mutagen: 'T-DNA' },
  CSHL: { vector: null, vectorName: null, constructType: 'Gene Trap', mutagen: 'Ds transposon' },
};

const AVAILABILITY = ['available', 'available', 'not yet received', 'available', 'no longer distributed', 'not available'];

/**
 * The gene fixture (data/records/gene/fixtures/nac001Gene.ts) lists the first two lines under other names; they are kept
 * as other names, so the gene page and the locus page lead to the same record.
 */
const geneFixtureNames: Record<number, [alias: string, note: string]> = {
  4680010: ['SALK_067241C', 'stock name'],
  4680011: ['SAIL_123_A04', 'alias'],
};

export const FIXTURE_SEED = 10;
export const FIXTURE_LINE_COUNT = 22;

export const fixtureLines: GermplasmResponse[] = generatedGermplasms(FIXTURE_LINE_COUNT, FIXTURE_SEED).map((generated, index) => {
  const n = FIXTURE_SEED + index;
  const name = generated.name ?? '';
  const key = Number(generated.tairObjectId);
  const collection = collections[name.split('_')[0] ?? ''] ?? SALK;
  const background = ecotypeByAbbrevName(generated.speciesVariantAbbrevName ?? 'Col-0');
  const stockNames = generated.stockNames ?? [];
  const polymorphismId = Number(generated.polymorphisms?.[0]?.polymorphismId);
  const phenotypeGroups = generated.phenotypeGroups ?? [];
  const otherName = geneFixtureNames[key];
  return {
    name,
    originalName: name,
    scientificName: ARABIDOPSIS,
    germplasmType: 'Individual Line',
    tairObjectId: key,
    dateLastModified: `20${10 + (n % 14)}-0${1 + (n % 9)}-1${n % 10}`,
    description: `${collection.mutagen} insertion line in AT1G01010 (NAC001).`,
    mutagen: collection.mutagen,
    aneuploid: 'F',
    ploidy: 'diploid',
    accessions: [accessionOf(background)],
    otherNames: otherName ? [{ originalAlias: otherName[0], note: otherName[1] }] : [],
    pedigree: { parentLines: [{ name: generated.speciesVariantAbbrevName ?? 'Col-0', tairObjectId: wildTypeKeys[background] }], progenyLines: [] },
    polymorphisms: [alleleOf('NAC001', polymorphismId, name, { genotype: 'homozygous', mutagen: collection.mutagen, inheritance: 'recessive' })],
    construct: [
      {
        cloneId: null,
        name: collection.vectorName ?? 'Ds gene trap',
        constructType: collection.constructType,
        vectorId: collection.vector ? vectorKeys[collection.vector] : null,
        originalName: collection.vectorName,
      },
    ],
    stock: stockOf(stockNames[0] ?? name, AVAILABILITY[n % AVAILABILITY.length] ?? 'available', n % 2 === 0 ? 'STOCK_DONOR' : 'CURATOR'),
    stockEntries: stockNames.map((stockName) => ({ stockName, tairObjectId: null, stockType: 'individual line' })),
    memberStockEntries: [],
    images: generated.images ?? [],
    phenotypes: phenotypeGroups.flatMap((group) =>
      (group.phenotypes ?? []).map((phenotype) => {
        const cited = citePublication(Number(group.referenceId));
        return {
          reference_id: group.referenceId,
          publicationId: group.referenceId,
          authors: cited.authors,
          publicationYear: cited.publicationYear,
          phenotype: typeof phenotype === 'string' ? phenotype : (phenotype.phenotype ?? null),
        };
      }),
    ),
    publications: phenotypeGroups.map((group) => citePublication(Number(group.referenceId))),
    attributions: [],
    comments: [],
  };
});
