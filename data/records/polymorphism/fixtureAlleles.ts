// The insertion alleles in AT1G01010 (NAC001) that the locus fixture lists: generatedPolymorphisms of
// data/records/locus/fixtures/generate.ts, polymorphism 4500000 + n named lineName(n), carried by germplasm
// 4680000 + n. The fixture lists n = 10…27; n = 28…31 are the alleles of the fixture's other germplasm lines.
// Demo data throughout.
import { generatedPolymorphisms } from '../locus/fixtures/generate';
import type { PolymorphismResponse } from '../../../schemas/polymorphism';
import { rosterLoci } from '../../roster';
import { FIXTURE_LINE_COUNT, FIXTURE_SEED } from '../germplasm/fixtureLines';
import { genesOf } from './build';

/** The gene fixture (data/records/gene/fixtures/nac001Gene.ts) lists the first two under these names. */
const geneFixtureNames: Record<number, string> = { 4500010: 'SALK_067241', 4500011: 'SAIL_123_A04' };

const NAC001_GENE_MODEL = rosterLoci.NAC001.geneModels[0]?.name ?? 'AT1G01010.1';

export const fixturePolymorphisms: PolymorphismResponse[] = generatedPolymorphisms(FIXTURE_LINE_COUNT, FIXTURE_SEED, NAC001_GENE_MODEL).map(
  (generated, index) => {
    const n = FIXTURE_SEED + index;
    const key = Number(generated.polymorphismId);
    const name = generated.name ?? '';
    const isInsertion = generated.type === 'insertion';
    const site = generated.featureGeneGroups?.[0]?.geneFeatureSite ?? 'exon';
    const alias = geneFixtureNames[key];
    return {
      originalName: name,
      name,
      polymorphismTairObjectId: key,
      dateLastModified: `20${10 + (n % 14)}-0${1 + (n % 9)}-1${n % 10}`,
      aliases: alias ? [alias] : [],
      polymorphismType: generated.type,
      insertionType: isInsertion ? 'T-DNA' : null,
      chromosome: '1',
      constructType: isInsertion ? 'Simple Insert' : null,
      mutagen: 'T-DNA',
      mutationSite: null,
      inheritance: 'recessive',
      alleleMode: generated.alleleMode,
      description: `Allele of the ${name} line in AT1G01010 (${site}).`,
      attributions: [],
      associatedGenes: genesOf('NAC001', site),
      tfcPolymorphisms: [],
      associatedNucleotideSequences: [],
      germplasmCollections: [{ name, tairObjectId: 4680000 + n, description: null }],
      geneticMarkers: [],
      globalAssignments: [],
      publications: [],
      comments: [],
    };
  },
);
