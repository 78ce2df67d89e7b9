// The lines that carry the curated alleles (data/records/polymorphism/alleles.ts tells which parts are real).
import type { GermplasmResponse } from '../../../schemas/germplasm';
import { rosterEcotypes, rosterPublications } from '../../roster';
import { wildTypeKeys } from '../keys';
import { comment, personAttribution } from '../person/community';
import { curatedAlleles, type CuratedAllele } from '../polymorphism/alleles';
import { citePublication } from '../publication';
import { accessionOf, alleleOf, ARABIDOPSIS, stockOf } from './build';

function curatedLine(allele: CuratedAllele): GermplasmResponse {
  const ecotype = rosterEcotypes[allele.background];
  const publication = allele.publication ? rosterPublications[allele.publication] : null;
  return {
    name: allele.name,
    originalName: allele.name,
    scientificName: ARABIDOPSIS,
    germplasmType: 'Individual Line',
    tairObjectId: allele.germplasmKey,
    dateLastModified: allele.dateLastModified,
    description: `Homozygous ${allele.name} mutant in the ${ecotype.abbrevName} background.`,
    specialGrowthConditions: allele.locus === 'FCA' || allele.locus === 'FLC' ? 'Flowering time is scored in long days without vernalization.' : null,
    mutagen: allele.mutagen,
    aneuploid: 'F',
    ploidy: 'diploid',
    accessions: [accessionOf(allele.background)],
    otherNames: [],
    pedigree: { parentLines: [{ name: ecotype.abbrevName, tairObjectId: wildTypeKeys[allele.background] }], progenyLines: [] },
    polymorphisms: [alleleOf(allele.locus, allele.polymorphismKey, allele.name, { genotype: 'homozygous', mutagen: allele.mutagen, inheritance: allele.inheritance })],
    construct: [],
    stock: allele.stock ? stockOf(allele.stock.name, allele.stock.availability, 'STOCK_DONOR') : null,
    stockEntries: allele.stock ? [{ stockName: allele.stock.name, tairObjectId: null, stockType: 'individual line' }] : [],
    memberStockEntries: [],
    images: allele.locus === 'LFY' ? [{ imageId: 9501 }] : [],
    phenotypes: [
      {
        reference_id: publication?.key ?? null,
        publicationId: publication?.key ?? null,
        authors: publication ? [...publication.authors] : null,
        publicationYear: publication?.year ?? null,
        phenotype: allele.phenotype,
      },
    ],
    publications: publication ? [citePublication(publication.key)] : [],
    attributions: [personAttribution('CURATOR', 'curated by', allele.dateLastModified)],
    // A curator's dated note on one line (demo data); the others have none.
    annotations:
      allele.name === 'lfy-12'
        ? [{ date: '2019-03-12', annotatedBy: 'TAIR curator', annotation: 'Phenotype confirmed against the original description of the allele.' }]
        : [],
    comments: allele.name === 'lhy-11' ? [comment('CURATOR_COMMENTS', 'Use Ler-0 as the wild-type control for lhy-11.', '2016-05-04')] : [],
  };
}

export const curatedLines: GermplasmResponse[] = curatedAlleles.map(curatedLine);

/** The curated lines made in the ecotype with this key (its page lists them). */
export const germplasmsInBackground = (ecotypeKey: number) =>
  curatedLines.filter((line) => line.accessions?.some((accession) => accession.speciesVariantId === ecotypeKey));
