// The GO and PO annotations of a locus (002 §3 annotationGroups, "Locus annotation row"), grouped by category and
// relationship type as the server groups them. Experimental evidence cites one of the locus's own publications;
// computational evidence names an analysis or a communication. Each citation is tallied for the publication
// record (its annotation count and keywords).
import { linksOf } from '../links';
import type { ScalePlan } from '../plan';
import { randomFor, type Random } from '../random';
import { ALL_TERMS, GO_ROOT_IDS, GO_TERMS, PO_STAGES, PO_STRUCTURES, type GoAspect } from '../vocabulary/ontology';
import { COMMUNITY_MEMBERS, dateBetween } from './common';
import type { LocusIdentity } from './locusIdentity';
import { publicationFacts } from './publication';

/** How many distinct terms a publication record lists as its keywords. */
export const KEYWORDS_PER_PUBLICATION = 6;

/** Per publication: how many annotations cite it, and the first terms they use (index into ALL_TERMS, -1 = none). */
export interface CitationTally {
  annotationCount: Uint32Array;
  keywordTerms: Int16Array;
}

export const emptyTally = (publications: number): CitationTally => ({
  annotationCount: new Uint32Array(publications),
  keywordTerms: new Int16Array(publications * KEYWORDS_PER_PUBLICATION).fill(-1),
});

export function tallyKeywords(tally: CitationTally, publication: number): number[] {
  const slots = tally.keywordTerms.subarray(publication * KEYWORDS_PER_PUBLICATION, (publication + 1) * KEYWORDS_PER_PUBLICATION);
  return Array.from(slots).filter((term) => term >= 0);
}

function tallyCitation(tally: CitationTally, publication: number, term: number) {
  tally.annotationCount[publication]! += 1;
  const first = publication * KEYWORDS_PER_PUBLICATION;
  for (let slot = first; slot < first + KEYWORDS_PER_PUBLICATION; slot += 1) {
    if (tally.keywordTerms[slot] === term) return;
    if (tally.keywordTerms[slot] === -1) {
      tally.keywordTerms[slot] = term;
      return;
    }
  }
}

const GO_GROUP: Record<GoAspect, { category: string; relationships: readonly (readonly [string, number])[] }> = {
  F: { category: 'GO Molecular Function', relationships: [['enables', 92], ['contributes to', 8]] },
  P: { category: 'GO Biological Process', relationships: [['involved in', 100]] },
  C: { category: 'GO Cellular Component', relationships: [['located in', 75], ['part of', 15], ['is active in', 10]] },
};
const CATEGORY_ORDER = ['GO Biological Process', 'GO Molecular Function', 'GO Cellular Component', 'Growth and Developmental Stages', 'Plant structure'];

const GO_EVIDENCE: readonly (readonly [string, number])[] = [
  ['IEA', 26], ['IBA', 12], ['IDA', 14], ['IMP', 10], ['ISS', 8], ['IPI', 8], ['ISM', 6], ['IEP', 5], ['IGI', 3], ['TAS', 3], ['NAS', 2], ['RCA', 3],
];
const EXPERIMENTAL = new Set(['IDA', 'IMP', 'IPI', 'IGI', 'IEP', 'TAS', 'NAS']);
const ANALYSES: Record<string, { id: number; name: string }> = {
  IEA: { id: 4010, name: 'InterPro2GO' },
  ISM: { id: 4011, name: 'Subcellular location prediction' },
  ISS: { id: 4014, name: 'Sequence similarity to characterised genes' },
  RCA: { id: 4015, name: 'Reviewed computational analysis' },
  ND: { id: 4016, name: 'No biological data available' },
  IEP: { id: 4012, name: 'Expression atlas' },
};
const PHYLOGENETIC_ANNOTATION = { id: 501_800_001, name: 'Phylogenetic annotation of gene families (PAINT)' };

const termIndex = new Map(ALL_TERMS.map((term, index) => [term, index]));
const GO_BY_ID = new Map(GO_TERMS.map((term) => [term.id, term]));
const SPECIFIC_GO = GO_TERMS.filter((term) => !GO_ROOT_IDS.has(term.id));

interface Row {
  category: string;
  relationshipType: string;
  annotation: Record<string, unknown>;
}

function chooseTerm(random: Random, identity: LocusIdentity) {
  const goShare = identity.kind.coding ? 0.62 : 0.3;
  if (random.chance(goShare)) {
    const favoured = identity.family?.goIds ?? [];
    const term = (favoured.length > 0 && random.chance(0.45) ? GO_BY_ID.get(random.pick(favoured)) : undefined) ?? random.pick(SPECIFIC_GO);
    const group = GO_GROUP[term.aspect];
    return { term, category: group.category, relationshipType: random.weighted(group.relationships), isGo: true };
  }
  const stage = random.chance(0.35);
  const term = random.pick(stage ? PO_STAGES : PO_STRUCTURES);
  return {
    term,
    category: stage ? 'Growth and Developmental Stages' : 'Plant structure',
    relationshipType: stage ? 'expressed during' : 'expressed in',
    isGo: false,
  };
}

export function annotationGroups(plan: ScalePlan, locus: number, identity: LocusIdentity, tally: CitationTally) {
  const random = randomFor(plan.seed, 'annotations', locus);
  const publications = linksOf(plan.locusPublications, locus);
  const count = plan.annotationCount[locus]!;
  const rows: Row[] = [];
  for (let index = 0; index < count; index += 1) {
    const { term, category, relationshipType, isGo } = chooseTerm(random, identity);
    let evidence = isGo ? (GO_ROOT_IDS.has(term.id) ? 'ND' : random.weighted(GO_EVIDENCE)) : random.chance(0.6) ? 'IEP' : 'IDA';
    if (EXPERIMENTAL.has(evidence) && publications.length === 0) evidence = isGo ? 'IEA' : 'IEP';
    const annotation: Record<string, unknown> = { keyword: term.name, keywordId: term.keywordId, evidenceCodeFull: evidence };
    if (evidence === 'IPI' || evidence === 'IGI' || evidence === 'ISS') {
      annotation.evidenceWith = `AGI_LocusCode:${plan.locusName[random.below(plan.counts.loci)]}`;
    } else if (evidence === 'IEA' && identity.family?.domains[0]) {
      annotation.evidenceWith = `InterPro:${identity.family.domains[0].interproAccession}`;
    }
    if (identity.symbol) {
      annotation.symbol = identity.symbol;
      annotation.symbolFull = identity.symbolFullName;
    }
    if (EXPERIMENTAL.has(evidence) && publications.length > 0) {
      const publication = publications[random.below(publications.length)]!;
      const cited = publicationFacts(plan, publication);
      annotation.reference_id = cited.referenceId;
      // Annotation rows cite the first authors only, as the locus fixtures do.
      annotation.authors = cited.authors.split(', ').slice(0, 3).join(', ');
      annotation.publicationYear = cited.publicationYear;
      tallyCitation(tally, publication, termIndex.get(term)!);
    } else if (evidence === 'IBA') {
      annotation.communicationReferenceId = PHYLOGENETIC_ANNOTATION.id;
      annotation.communicationReferenceName = PHYLOGENETIC_ANNOTATION.name;
    } else {
      const analysis = ANALYSES[evidence] ?? ANALYSES.IEA!;
      annotation.analysisReferenceId = analysis.id;
      annotation.analysisReferenceName = analysis.name;
    }
    const curator = random.pick(COMMUNITY_MEMBERS);
    annotation.annotatedByType = random.chance(0.85) ? 'TAIR' : 'person';
    annotation.community_id = curator.communityId;
    annotation.dateLastModified = dateBetween(random, 2008, 2024);
    rows.push({ category, relationshipType, annotation });
  }
  return groupRows(rows);
}

function groupRows(rows: Row[]) {
  const groups = new Map<string, { category: string; relationshipType: string; annotations: Record<string, unknown>[] }>();
  for (const { category, relationshipType, annotation } of rows) {
    const key = `${category}\u0000${relationshipType}`;
    let group = groups.get(key);
    if (!group) {
      group = { category, relationshipType, annotations: [] };
      groups.set(key, group);
    }
    group.annotations.push(annotation);
  }
  return [...groups.values()].sort(
    (a, b) => CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category) || a.relationshipType.localeCompare(b.relationshipType, 'en'),
  );
}
