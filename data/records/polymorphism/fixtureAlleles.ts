// The insertion alleles in AT1G01010 (NAC001) that the locus fixture lists: generatedPolymorphisms of
// data/records/locus/fixtures/generate.ts, polymorphism 4500000 + n named lineName(n), carried by germplasm
// 4680000 + n. The fixture lists n = 10…27; n = 28…31 are the alleles of the fixture's other germplasm lines.
// Demo data throughout.
import { generatedPolymorphisms } from '../locus/fixtures/generate';
import type { PolymorphismResponse } from '../../../schemas/polymorphism';
import { rosterLoci } from '../../roster';
import { FIXTURE_LINE_COUNT, FIXTURE_SEED } from '../germplasm/fixtureLines';
import { NAC001_EXONS } from '../gene/fixtures/nac001Gene';
import { genesOf } from './build';

/** The gene fixture (data/records/gene/fixtures/nac001Gene.ts) lists the first two under these names. */
const geneFixtureNames: Record<number, string> = { 4500010: 'SALK_067241', 4500011: 'SAIL_123_A04' };

const NAC001_GENE_MODEL = rosterLoci.NAC001.geneModels[0]?.name ?? 'AT1G01010.1';

// Where on chromosome 1 each kind of site of AT1G01010.1 lies (forward strand, coding 3760–5630), so that an allele's
// place agrees with the site it names: the genome browser draws it there.
const CODING_START = 3760;
const CODING_END = 5630;
const SITE_RANGES: Record<string, readonly [number, number][]> = {
  exon: NAC001_EXONS.map(([start, end]) => [Math.max(start, CODING_START), Math.min(end, CODING_END)]),
  intron: NAC001_EXONS.slice(1).map(([start], index) => [NAC001_EXONS[index]![1] + 1, start - 1]),
  five_prime_UTR: [[NAC001_EXONS[0]![0], CODING_START - 1]],
  three_prime_UTR: [[CODING_END + 1, NAC001_EXONS[NAC001_EXONS.length - 1]![1]]],
  promoter: [[2631, NAC001_EXONS[0]![0] - 1]],
};

/** A demo place for the n-th allele at a site: one of the site's ranges, a spread-out position inside it. */
function siteAssignment(site: string, n: number) {
  const ranges = SITE_RANGES[site] ?? SITE_RANGES.exon!;
  const [start, end] = ranges[n % ranges.length]!;
  const position = start + ((n * 37) % (end - start + 1));
  return { chromosome: '1', name: 'AGI', mapId: 1, mapType: 'assembly_unit', startPosition: position, endPosition: position, units: 'bp', orientation: 'F' };
}

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
      globalAssignments: [siteAssignment(site, n)],
      publications: [],
      comments: [],
    };
  },
);
