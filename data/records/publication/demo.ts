// Demo publications: made-up studies, never real literature.
// - The generated publications the locus fixtures list (data/records/locus/fixtures/generate.ts): NAC001 lists
//   501780010–501780026 and its germplasms' phenotypes cite 501780028 and 501780030, so 501780010–501780031 exist;
//   LHY lists 501780300–501780303. Titles, authors, journals and years come from the same generator, so the
//   locus page and the publication page agree. Their DOIs use 10.5555, the prefix reserved for test DOIs.
// - Three studies by the roster's demo people, which their person pages list.
import { generatedPublications } from '../locus/fixtures/generate';
import type { PublicationResponse } from '../../../schemas/publication';
import { rosterKeywords, rosterLoci } from '../../roster';
import { comment, personName, type RosterPerson } from '../person/community';
import { locusRefs, publicationKeywordRefs, publicationRecord, type RosterKeyword, type RosterLocusName } from './build';

const KEYWORD_CYCLE = Object.keys(rosterKeywords) as RosterKeyword[];

function fromGenerator(count: number, seed: number, locus: RosterLocusName): PublicationResponse[] {
  return generatedPublications(count, seed, rosterLoci[locus].name).map((generated, index) => {
    const n = seed + index;
    const key = Number(generated.referenceId);
    return publicationRecord(
      {
        key,
        title: generated.title ?? '',
        authors: generated.authors ?? '',
        journal: generated.publicatedBy ?? '',
        year: Number(generated.publicationYear),
        // Every third study has no DOI, so both states of the DOI field appear.
        doi: n % 3 === 0 ? null : `10.5555/demo.${key}`,
      },
      {
        refid: 90000 + n,
        annotationCount: n % 4 === 1 ? 0 : 1 + ((n * 13) % 40),
        keywords: publicationKeywordRefs([KEYWORD_CYCLE[n % KEYWORD_CYCLE.length] as RosterKeyword]),
        loci: locusRefs([locus]),
      },
    );
  });
}

const coauthors = (...people: RosterPerson[]) => people.map((who) => ({ communityType: 'person', ...personName(who), organizationName: null }));

/** Keys of the demo people's own studies. */
export const demoStudyKeys = { CLOCK_2021: 501790001, FLORAL_DIP_2023: 501790002, STOCKS_2019: 501790003 } as const;

const demoStudies: PublicationResponse[] = [
  publicationRecord(
    {
      key: demoStudyKeys.CLOCK_2021,
      title: 'Dawn-phased turnover of LHY and CCA1 proteins in seedlings under short days (demo study).',
      authors: ['Okafor D', 'Raman P', 'Marsh H'],
      journal: 'Plant Cell',
      year: 2021,
      doi: `10.5555/demo.${demoStudyKeys.CLOCK_2021}`,
    },
    {
      volume: '33',
      issue: '4',
      pageStart: '1012',
      refid: 91001,
      annotationCount: 12,
      communities: coauthors('RESEARCHER', 'STUDENT', 'PI_CARNEGIE'),
      keywords: publicationKeywordRefs(['CIRCADIAN', 'NUCLEUS']),
      loci: locusRefs(['LHY', 'CCA1']),
      comments: [comment('STUDENT', 'Luciferase reporter lines from this study are listed under the circadian imaging protocol.', '2021-06-14')],
    },
  ),
  publicationRecord(
    {
      key: demoStudyKeys.FLORAL_DIP_2023,
      title: 'An enhancer screen for FT-dependent flowering in Col-0 transformed by floral dip (demo study).',
      authors: ['Okafor D', 'Marsh H'],
      journal: 'Plant Physiol.',
      year: 2023,
      doi: `10.5555/demo.${demoStudyKeys.FLORAL_DIP_2023}`,
    },
    {
      refid: 91002,
      annotationCount: 3,
      communities: coauthors('RESEARCHER', 'PI_CARNEGIE'),
      keywords: publicationKeywordRefs(['FLOWERING_STAGE', 'FLOWER']),
      loci: locusRefs(['FT', 'FLC', 'LFY']),
    },
  ),
  // Neither DOI nor PubMed id, and no annotations: 'No DOI available', 'No PubMed ID available'.
  publicationRecord(
    {
      key: demoStudyKeys.STOCKS_2019,
      title: 'Keeping insertion-line stock records consistent across stock centres (demo study).',
      authors: ['Lindqvist M', 'Watanabe K'],
      journal: 'Plant Methods',
      year: 2019,
    },
    {
      annotationCount: 0,
      communities: coauthors('CURATOR', 'STOCK_DONOR'),
      keywords: [],
      loci: locusRefs(['NAC001']),
    },
  ),
];

export const demoPublications: PublicationResponse[] = [
  ...fromGenerator(22, 10, 'NAC001'),
  ...fromGenerator(4, 300, 'LHY'),
  ...demoStudies,
];
