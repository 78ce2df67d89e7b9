// Publication records (002 §3 Publication) and the summaries other records show of them. Every fact of a
// publication comes from its own random stream, so a locus can cite it and the publication record can be written
// later with the same title, authors and year.
import { daysBefore } from '../../../data/seedDate';
import { isCurrentYearPublication, referenceId, type ScalePlan } from '../plan';
import { randomFor } from '../random';
import { ALL_TERMS, GO_TERMS, PO_STRUCTURES } from '../vocabulary/ontology';
import { JOURNALS, PUBLICATION_TYPES, TITLE_CLOSINGS, TITLE_OPENINGS } from '../vocabulary/literature';
import { linksOf } from '../links';
import { COMMUNITY_MEMBERS, dateBetween, personName, personOf } from './common';
import { locusIdentity } from './locusIdentity';

/** Current-year publications were last modified within this many days before the seeding date. */
export const CURRENT_YEAR_SPREAD_DAYS = 45;

const JOURNAL_WEIGHTS = JOURNALS.map((journal) => [journal, journal.weight] as const);
const TITLE_TERMS = [...GO_TERMS.filter((term) => term.aspect === 'P' && !term.name.includes('_')).map((term) => term.name), ...PO_STRUCTURES.map((term) => `${term.name} development`)];

export interface PublicationFacts {
  referenceId: number;
  title: string;
  authors: string;
  journalAbbreviation: string;
  journalTitle: string;
  publicationYear: number;
  publicationType: string;
  volume: string;
  issue: string;
  pageStart: string;
  doi: string;
  /** Outside the range PubMed has assigned, so that no demo record points at a real article. */
  pubmedId: number | null;
  dateLastModified: string;
}

export function publicationFacts(plan: ScalePlan, publication: number): PublicationFacts {
  const random = randomFor(plan.seed, 'publication', publication);
  // Skewed to recent years, as the literature is; the current-year ones are of the seeding year.
  const drawnYear = 2024 - Math.floor(34 * random.next() ** 1.7);
  const currentYear = isCurrentYearPublication(plan, publication);
  const publicationYear = currentYear ? Number(plan.seedDate.slice(0, 4)) : drawnYear;
  const journal = random.weighted(JOURNAL_WEIGHTS);
  const authorCount = random.chance(0.1) ? random.between(12, 40) : random.between(1, 11);
  const authors = Array.from({ length: authorCount }, () => personName(random)).join(', ');
  const title = `${random.pick(TITLE_OPENINGS)} ${random.pick(TITLE_TERMS)} ${random.pick(TITLE_CLOSINGS)} (demo study ${publication + 1}).`;
  const publicationType = random.weighted(PUBLICATION_TYPES);
  const id = referenceId(publication);
  return {
    referenceId: id,
    title,
    authors,
    journalAbbreviation: journal.abbreviation,
    journalTitle: journal.title,
    publicationYear,
    publicationType,
    volume: String(Math.max(1, publicationYear - 1900 + random.between(-20, 60))),
    issue: String(random.between(1, 24)),
    pageStart: String(random.between(1, 9000)),
    // 10.5555 is the DOI prefix set aside for examples: these resolve nowhere.
    doi: `10.5555/arabidopsis.${id}`,
    pubmedId: publicationType === 'research_article' || publicationType === 'review' ? 90_000_001 + publication : null,
    // A current-year publication was added in the weeks before the seeding date (the page shows the last 14 days).
    dateLastModified: currentYear ? daysBefore(plan.seedDate, random.below(CURRENT_YEAR_SPREAD_DAYS)) : dateBetween(random, drawnYear, 2024),
  };
}

/** What the detail call of one publication answers. */
export function publicationRecord(plan: ScalePlan, publication: number, annotationCount: number, keywordTerms: readonly number[]) {
  const facts = publicationFacts(plan, publication);
  const random = randomFor(plan.seed, 'publication-extras', publication);
  // The ontology terms that annotations citing this publication use.
  const keywords = keywordTerms.map((index) => ({ keyword: ALL_TERMS[index]!.name, keywordId: ALL_TERMS[index]!.keywordId }));
  return {
    title: facts.title,
    referenceId: facts.referenceId,
    sourceName: facts.journalAbbreviation,
    publicationYear: facts.publicationYear,
    authors: facts.authors,
    publicationType: facts.publicationType,
    pubName: facts.journalTitle,
    volume: facts.volume,
    issue: facts.issue,
    pageStart: facts.pageStart,
    doi: facts.doi,
    pubmedId: facts.pubmedId,
    dateLastModified: facts.dateLastModified,
    annotationCount,
    communities: random.chance(0.1) ? [communityOf(random.pick(COMMUNITY_MEMBERS))] : [],
    keywords,
    loci: Array.from(linksOf(plan.publicationLoci, publication), (locus) => {
      const identity = locusIdentity(plan, locus);
      return { name: identity.name, symbol: identity.symbol, locusId: identity.locusId };
    }),
    comments: random.chance(0.02)
      ? [{ person: personOf(random.pick(COMMUNITY_MEMBERS)), notepadComment: 'Curated: gene names in the abstract were matched to AGI loci.', notepadId: 9_000_001 + publication, dateEntered: facts.dateLastModified }]
      : [],
  };
}

const communityOf = (member: (typeof COMMUNITY_MEMBERS)[number]) => ({
  communityId: member.communityId,
  communityType: 'person',
  firstName: member.firstName,
  lastName: member.lastName,
});
