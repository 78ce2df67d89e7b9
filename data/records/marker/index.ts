// Genetic markers: the CAPS and dCAPS markers the NAC001 and LHY fixtures list, and SSLP markers of the classic
// nga set. Marker names, types and chromosomes are real; positions, primer sequences, product lengths, digest
// patterns and keys are demo data. Every marker here is typed by PCR (isPCRMarker 'T').
import type { MarkerResponse } from '../../../schemas/marker';
import { fixtureReferenceRanges, rosterClones, rosterLoci, rosterMarkers, rosterOrganizations, rosterPeople, rosterPublications } from '../../roster';
import type { DemoRecord } from '../../types';
import { demoNucleotides } from '../sequence/nucleotides';

const assembly = (chromosome: string, startPosition: number, endPosition: number) => [
  { chromosome, name: 'AGI', mapId: 1, mapType: 'assembly_unit', startPosition, endPosition, units: 'bp', orientation: 'F' },
];
const primers = (seed: number) => ({ sequence1: demoNucleotides(20, seed), sequence2: demoNucleotides(20, seed + 1) });
const tairAttribution = (attributionDate: string) => ({
  attributionType: 'submitted by',
  communityType: 'organization',
  communityId: rosterOrganizations.TAIR.key,
  organizationName: rosterOrganizations.TAIR.name,
  attributionDate,
});

const nac001 = rosterLoci.NAC001;
const lhy = rosterLoci.LHY;
const lhyLine = { polymorphismId: fixtureReferenceRanges.lhyPolymorphism, polymorphismName: 'lhy-11' };

const t25k16Caps = {
  markerName: rosterMarkers.T25K16_CAPS.name,
  aliases: ['T25K16'],
  dateLastModified: '2005-10-11',
  tairAccession: `GeneticMarker:${rosterMarkers.T25K16_CAPS.key}`,
  markerType: 'CAPS',
  length: 501,
  isPCRMarker: 'T',
  chromosome: '1',
  associatedLoci: { name: nac001.name, locusId: nac001.key },
  associatedGene: [{ geneName: 'AT1G01010.1', geneId: nac001.geneModels[0]?.key, locusName: nac001.name, locusId: nac001.key, associationType: 'upstream of gene' }],
  madeFrom: { obsoleteName: null, mapElementType: 'BAC', cloneId: rosterClones.T25K16.key },
  globalAssignments: assembly('1', 2100, 2600),
  digestPatterns: [
    { abbrevName: 'Col-0', productLength: 501, restrictionEnzymeName: 'HinfI', fragmentationLength: '340, 161', numSites: 1 },
    { abbrevName: 'Ler-0', productLength: 501, restrictionEnzymeName: 'HinfI', fragmentationLength: '501', numSites: 0 },
  ],
  flankSequence: primers(rosterMarkers.T25K16_CAPS.key),
  comments: [],
  attributions: [tairAttribution('2005-10-11')],
  publications: [],
} satisfies MarkerResponse;

const lhyDcaps = {
  markerName: rosterMarkers.LHY_DCAPS.name,
  aliases: ['lhy-11'],
  dateLastModified: '2008-04-02',
  tairAccession: `GeneticMarker:${rosterMarkers.LHY_DCAPS.key}`,
  markerType: 'dCAPS',
  length: 231,
  isPCRMarker: 'T',
  specialConditions: 'The forward primer carries a mismatch that creates a DdeI site in the wild-type allele only.',
  chromosome: '1',
  associatedLoci: { name: lhy.name, locusId: lhy.key },
  associatedGene: [{ geneName: 'AT1G01060.1', geneId: lhy.geneModels[0]?.key, locusName: lhy.name, locusId: lhy.key, associationType: 'within gene' }],
  globalAssignments: assembly('1', 35010, 35240),
  digestPatterns: [
    { abbrevName: 'Ler-0', productLength: 231, restrictionEnzymeName: 'DdeI', fragmentationLength: '206, 25', numSites: 1 },
    { ...lhyLine, abbrevName: 'Ler-0', productLength: 231, restrictionEnzymeName: 'DdeI', fragmentationLength: '231', numSites: 0 },
  ],
  flankSequence: primers(rosterMarkers.LHY_DCAPS.key),
  comments: [
    {
      firstName: rosterPeople.STUDENT.firstName,
      lastName: rosterPeople.STUDENT.lastName,
      communityId: rosterPeople.STUDENT.key,
      notepadComment: 'Resolve the digest on a 4% agarose gel to separate the 25 bp fragment.',
      dateEntered: '2019-09-17',
    },
  ],
  attributions: [
    {
      attributionType: 'submitted by',
      communityType: 'person',
      communityId: rosterPeople.RESEARCHER.key,
      firstName: rosterPeople.RESEARCHER.firstName,
      lastName: rosterPeople.RESEARCHER.lastName,
      attributionDate: '2008-04-02',
    },
  ],
  publications: [rosterPublications.LHY_CCA1_2002].map((publication) => ({
    referenceId: publication.key,
    title: publication.title,
    authors: [...publication.authors],
    sourceName: publication.journal,
    publicationYear: publication.year,
  })),
} satisfies MarkerResponse;

/** An SSLP marker: its PCR product differs in length between Col-0 and Ler-0. */
function sslp(which: keyof typeof rosterMarkers, chromosome: string, start: number, columbia: number, landsberg: number): DemoRecord<MarkerResponse> {
  const { key, name: markerName } = rosterMarkers[which];
  const record: MarkerResponse = {
    markerName,
    aliases: [markerName.toUpperCase()],
    dateLastModified: '2002-03-19',
    tairAccession: `GeneticMarker:${key}`,
    markerType: 'SSLP',
    length: columbia,
    isPCRMarker: 'T',
    chromosome,
    globalAssignments: assembly(chromosome, start, start + columbia - 1),
    pcrProductLengths: [
      { abbrevName: 'Col-0', productLength: columbia },
      { abbrevName: 'Ler-0', productLength: landsberg },
    ],
    flankSequence: primers(key),
    comments: [],
    attributions: [tairAttribution('2002-03-19')],
    publications: [],
  };
  return { key, record };
}

/** Markers are looked up by key or by their whole-number accession, which is the key itself (002 §5). */
export const markerRecords: DemoRecord<MarkerResponse>[] = [
  { key: rosterMarkers.T25K16_CAPS.key, record: t25k16Caps },
  { key: rosterMarkers.LHY_DCAPS.key, record: lhyDcaps },
  sslp('NGA63', '1', 3247120, 111, 89),
  sslp('NGA280', '1', 20873410, 105, 85),
  sslp('NGA168', '2', 16301270, 151, 135),
  sslp('NGA8', '4', 5631580, 154, 198),
  sslp('NGA139', '5', 8428330, 174, 132),
  // Only what the marker list shows: name, type and chromosome.
  { key: rosterMarkers.NGA172.key, record: { markerName: rosterMarkers.NGA172.name, markerType: 'SSLP', chromosome: '3', tairAccession: `GeneticMarker:${rosterMarkers.NGA172.key}` } },
];
