// Recently added demo publications: made-up studies, never real literature (titles end in '(demo study)', DOIs use
// 10.5555, the prefix reserved for test DOIs, and none has a PubMed id). They exist so that the recently added
// literature page (002 §2.1, §7) has rows on any day: each is of the seeding year and was last modified a few days
// before the seeding date (data/seedDate.ts). Ten fall within the page's 14-day window, the newest on the seeding
// date itself and one exactly 14 days before it (the window's first day); two are older, outside the window.
// Everything but the year and the modification dates is fixed, so one seeding date always gives the same records.
import type { PublicationResponse } from '../../../schemas/publication';
import { daysBefore } from '../../seedDate';
import { personName, type RosterPerson } from '../person/community';
import { locusRefs, publicationKeywordRefs, publicationRecord, type RosterKeyword, type RosterLocusName } from './build';

interface RecentStudy {
  key: number;
  title: string;
  authors: readonly string[];
  journal: string;
  /** Days before the seeding date that the record was last modified. */
  modifiedDaysBefore: number;
  /** Time of day (UTC) of the modification, so the dates read like a curation log's. */
  modifiedAt: string;
  loci: readonly RosterLocusName[];
  keywords: readonly RosterKeyword[];
  /** The roster people among the authors (their person pages link here). */
  people?: readonly RosterPerson[];
  hasDoi: boolean;
  annotationCount: number;
}

/** The 14-day window of the page, which these dates are chosen around. */
export const RECENT_STUDY_WINDOW_DAYS = 14;

const STUDIES: readonly RecentStudy[] = [
  {
    key: 501796001,
    title: 'Temperature-dependent splicing of FLC antisense transcripts in vernalized seedlings (demo study).',
    authors: ['Fischer L', 'Ahmadi R', 'Okafor D'],
    journal: 'Plant Cell',
    modifiedDaysBefore: 0,
    modifiedAt: '09:12:00',
    loci: ['FLC', 'FCA'],
    keywords: ['FLOWERING_STAGE', 'REGULATION_TRANSCRIPTION'],
    people: ['FAMILY_AUTHOR_DE', 'RESEARCHER'],
    hasDoi: true,
    annotationCount: 4,
  },
  {
    key: 501796002,
    title: 'A luciferase reporter panel for phase estimation of LHY and CCA1 in single roots (demo study).',
    authors: ['Raman P', 'Sorensen T', 'Marsh H'],
    journal: 'Plant Methods',
    modifiedDaysBefore: 1,
    modifiedAt: '15:40:00',
    loci: ['LHY', 'CCA1'],
    keywords: ['CIRCADIAN', 'ROOT'],
    people: ['STUDENT', 'PI_CARNEGIE'],
    hasDoi: true,
    annotationCount: 0,
  },
  {
    key: 501796003,
    title: 'NAC001 binds a palindromic element in promoters of salt-responsive genes (demo study).',
    authors: ['Nakamura S', 'Ito Y', 'Brennan C', 'Delgado M'],
    journal: 'New Phytol.',
    modifiedDaysBefore: 2,
    modifiedAt: '11:05:00',
    loci: ['NAC001'],
    keywords: ['DNA_BINDING', 'SALT', 'NUCLEUS'],
    people: ['FAMILY_AUTHOR_JP'],
    hasDoi: false,
    annotationCount: 6,
  },
  {
    key: 501796004,
    title: 'Floral meristem identity without LFY: AP1 and AP2 dosage in a sensitized background (demo study).',
    authors: ['Osei E', 'Whitfield J'],
    journal: 'Development',
    modifiedDaysBefore: 4,
    modifiedAt: '08:30:00',
    loci: ['LFY', 'AP1', 'AP2'],
    keywords: ['FLOWER', 'DEVELOPMENT'],
    people: ['FAMILY_AUTHOR_UK'],
    hasDoi: true,
    annotationCount: 2,
  },
  {
    key: 501796005,
    title: 'Phloem loading of FT protein under fluctuating light (demo study).',
    authors: ['Haddad R', 'Lindqvist M', 'Quintero A'],
    journal: 'Nat. Plants',
    modifiedDaysBefore: 5,
    modifiedAt: '16:55:00',
    loci: ['FT'],
    keywords: ['FLOWERING_STAGE', 'VASCULAR_LEAF'],
    people: ['FAMILY_AUTHOR_CA', 'CURATOR'],
    hasDoi: true,
    annotationCount: 1,
  },
  {
    key: 501796006,
    title: 'DCL1 hypomorphs and the microRNA load of developing ovules (demo study).',
    authors: ['Kowalczyk A', 'Ferreira B'],
    journal: 'Plant J.',
    modifiedDaysBefore: 7,
    modifiedAt: '10:20:00',
    loci: ['DCL1'],
    keywords: ['DEVELOPMENT', 'FLOWER'],
    hasDoi: false,
    annotationCount: 0,
  },
  {
    key: 501796007,
    title: 'Sterol homeostasis in ARV1 knock-down lines grown on high salt (demo study).',
    authors: ['Bianchi G', 'Watanabe K', 'Ortega S'],
    journal: 'J. Exp. Bot.',
    modifiedDaysBefore: 9,
    modifiedAt: '13:48:00',
    loci: ['ARV1'],
    keywords: ['SALT', 'ROOT'],
    people: ['STOCK_DONOR'],
    hasDoi: true,
    annotationCount: 3,
  },
  {
    key: 501796008,
    title: 'NGATHA3 and style development: a time course of carpel fusion (demo study).',
    authors: ['Abara N', 'Lund E'],
    journal: 'Plant Physiol.',
    modifiedDaysBefore: 10,
    modifiedAt: '09:00:00',
    loci: ['NGA3'],
    keywords: ['FLOWER', 'TF_ACTIVITY'],
    hasDoi: true,
    annotationCount: 0,
  },
  {
    key: 501796009,
    title: 'Vesicle trafficking by SYP81 at the endoplasmic reticulum of leaf epidermal cells (demo study).',
    authors: ['Morales V', 'Okafor D', 'Chen J', 'Andersson K', 'Patel N', 'Dubois F', 'Yilmaz O'],
    journal: 'PLoS Genet.',
    modifiedDaysBefore: 12,
    modifiedAt: '17:25:00',
    loci: ['SYP81'],
    keywords: ['VASCULAR_LEAF', 'PROTEIN_BINDING'],
    people: ['RESEARCHER'],
    hasDoi: true,
    annotationCount: 5,
  },
  {
    key: 501796010,
    title: 'Clock outputs to flowering: CCA1 occupancy at the FT promoter across a photoperiod series (demo study).',
    authors: ['Marsh H', 'Raman P'],
    journal: 'Plant Cell',
    modifiedDaysBefore: RECENT_STUDY_WINDOW_DAYS,
    modifiedAt: '07:45:00',
    loci: ['CCA1', 'FT', 'LHY'],
    keywords: ['CIRCADIAN', 'REGULATION_TRANSCRIPTION'],
    people: ['PI_CARNEGIE', 'STUDENT'],
    hasDoi: false,
    annotationCount: 0,
  },
  // Outside the window: this year's, but modified earlier.
  {
    key: 501796011,
    title: 'A curated list of NAC domain proteins bound to DNA in vitro (demo study).',
    authors: ['Lindqvist M', 'Reyes T'],
    journal: 'Database',
    modifiedDaysBefore: 17,
    modifiedAt: '12:00:00',
    loci: ['NAC001'],
    keywords: ['TF_ACTIVITY', 'DNA_BINDING'],
    people: ['CURATOR'],
    hasDoi: true,
    annotationCount: 0,
  },
  {
    key: 501796012,
    title: 'Autonomous pathway mutants fca and flc in the Landsberg erecta background revisited (demo study).',
    authors: ['Svensson H', 'Mbeki T', 'Fischer L'],
    journal: 'Genetics',
    modifiedDaysBefore: 23,
    modifiedAt: '14:10:00',
    loci: ['FCA', 'FLC'],
    keywords: ['FLOWERING_STAGE'],
    people: ['FAMILY_AUTHOR_DE'],
    hasDoi: true,
    annotationCount: 2,
  },
];

const coauthor = (who: RosterPerson) => ({ communityType: 'person', ...personName(who), organizationName: null });

/** The recently added demo publications for a seeding date (YYYY-MM-DD): its year, modified before it. */
export function recentDemoPublications(seedDate: string): PublicationResponse[] {
  const year = Number(seedDate.slice(0, 4));
  return STUDIES.map((study) => {
    const modified = daysBefore(seedDate, study.modifiedDaysBefore);
    return {
      ...publicationRecord(
        {
          key: study.key,
          title: study.title,
          authors: study.authors,
          journal: study.journal,
          year,
          doi: study.hasDoi ? `10.5555/demo.${study.key}` : null,
        },
        {
          annotationCount: study.annotationCount,
          communities: (study.people ?? []).map(coauthor),
          keywords: publicationKeywordRefs(study.keywords),
          loci: locusRefs(study.loci),
        },
      ),
      dateLastModified: `${modified}T${study.modifiedAt}Z`,
    };
  });
}

/**
 * The two the demo pages' link check starts from (data/demoLinks.test.ts); the others repeat their pattern and are
 * link targets the data tests check.
 */
export const LINK_CHECKED_RECENT_STUDY_KEYS: readonly number[] = [501796001, 501796002];
