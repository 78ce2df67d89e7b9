// Demo studies of the generated family loci: made-up publications, never real literature (their DOIs use 10.5555,
// the prefix reserved for test DOIs). Each covers a fixed sample of one family's protein-coding loci; those loci list
// it, cite it as the source of their experimental annotations and, for a few, of a mutant phenotype.
import type { PublicationResponse } from '../../../schemas/publication';
import { publicationRecord } from '../publication/build';
import { keywordTerms, type TermName } from '../keyword/terms';
import type { FamilyName } from './families';
import { familyLocusPlan, type FamilyLocusPlan } from './plan';

interface StudyFacts {
  key: number;
  family: FamilyName;
  title: string;
  authors: readonly string[];
  journal: string;
  year: number;
  /** Which of the family's protein-coding loci it covers: every `every`-th, from the `from`-th. */
  from: number;
  every: number;
  keywords: readonly TermName[];
}

/** Keys of the studies other records cite (their authors' person pages). */
export const FAMILY_STUDY_KEYS = { FBOX_ROOTS_2019: 501795001, FBOX_NUCLEAR_2021: 501795003, PPR_EDITING_2018: 501795004 } as const;

const STUDIES: readonly StudyFacts[] = [
  {
    key: FAMILY_STUDY_KEYS.FBOX_ROOTS_2019,
    family: 'FBOX',
    title: 'A survey of F-box family genes expressed in Arabidopsis roots (demo study).',
    authors: ['Okafor D', 'Nakamura S', 'Fischer L', 'Marsh H'],
    journal: 'Plant J.',
    year: 2019,
    from: 0,
    every: 13,
    keywords: ['ROOT', 'PROTEIN_BINDING'],
  },
  {
    key: 501795002,
    family: 'FBOX',
    title: 'F-box proteins that bind ASK1 in a yeast two-hybrid screen (demo study).',
    authors: ['Raman P', 'Okafor D', 'Duarte M', 'Kowalski J', 'Brennan A', 'Lindqvist M', 'Marsh H'],
    journal: 'Plant Cell',
    year: 2016,
    from: 5,
    every: 11,
    keywords: ['SCF_COMPLEX', 'PROTEIN_UBIQUITINATION'],
  },
  {
    key: FAMILY_STUDY_KEYS.FBOX_NUCLEAR_2021,
    family: 'FBOX',
    title: 'Nuclear proteome of abscisic acid-treated seedlings identifies F-box family proteins (demo study).',
    authors: ['Watanabe K', 'Osei E'],
    journal: 'Mol. Plant',
    year: 2021,
    from: 8,
    every: 17,
    keywords: ['NUCLEUS', 'ABSCISIC_ACID'],
  },
  {
    key: FAMILY_STUDY_KEYS.PPR_EDITING_2018,
    family: 'PPR',
    title: 'Pentatricopeptide repeat proteins required for mitochondrial RNA editing (demo study).',
    authors: ['Lindqvist M', 'Haddad R', 'Okafor D'],
    journal: 'Nucleic Acids Res.',
    year: 2018,
    from: 1,
    every: 7,
    keywords: ['MITOCHONDRION', 'RNA_MODIFICATION'],
  },
  {
    key: 501795005,
    family: 'PPR',
    title: 'Chloroplast-targeted PPR proteins needed for embryo development (demo study).',
    authors: ['Marsh H', 'Raman P', 'Ferreira T', 'Novak I'],
    journal: 'Plant Physiol.',
    year: 2022,
    from: 3,
    every: 9,
    keywords: ['CHLOROPLAST', 'EMBRYO_DEVELOPMENT', 'SEED'],
  },
  {
    key: 501795006,
    family: 'PPR',
    title: 'Expression of PPR genes across leaf and seed development (demo study).',
    authors: ['Watanabe K', 'Marsh H'],
    journal: 'BMC Plant Biol.',
    year: 2020,
    from: 2,
    every: 8,
    keywords: ['SEED', 'VASCULAR_LEAF'],
  },
];

/** Protein-coding, current loci: the ones a study can be about. */
const studiedCandidates = (family: FamilyName) => familyLocusPlan.filter((plan) => plan.family === family && plan.kind === 'protein_coding' && !plan.obsolete);

const lociOf = (study: StudyFacts) => studiedCandidates(study.family).filter((_, position) => position >= study.from && (position - study.from) % study.every === 0);

const lociByStudy = new Map(STUDIES.map((study) => [study.key, lociOf(study)]));

/** The demo studies about a generated locus, newest first. */
export function studiesAbout(plan: FamilyLocusPlan): readonly StudyFacts[] {
  return STUDIES.filter((study) => lociByStudy.get(study.key)?.includes(plan)).sort((a, b) => b.year - a.year);
}

/** The AGI names of a study's loci, as a locus page's publication list shows them. */
export const studyLocusNames = (study: StudyFacts) => (lociByStudy.get(study.key) ?? []).map((plan) => plan.name);

export type { StudyFacts };

function studyRecord(study: StudyFacts): PublicationResponse {
  const loci = lociByStudy.get(study.key) ?? [];
  return publicationRecord(
    { key: study.key, title: study.title, authors: study.authors, journal: study.journal, year: study.year, doi: `10.5555/demo.${study.key}` },
    {
      annotationCount: 0,
      keywords: study.keywords.map((name) => ({ keyword: keywordTerms[name].name, keywordId: keywordTerms[name].key, keywordType: keywordTerms[name].type })),
      loci: loci.map((plan) => ({ name: plan.name, symbol: plan.symbol?.name ?? null, locusId: plan.key })),
    },
  );
}

/** The studies' publication records; annotationCount is filled in by the caller once the annotations exist. */
export const familyStudyRecords = (annotationCounts: ReadonlyMap<number, number>): PublicationResponse[] =>
  STUDIES.map((study) => ({ ...studyRecord(study), annotationCount: annotationCounts.get(study.key) ?? 0 }));
