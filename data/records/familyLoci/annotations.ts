// The GO and PO annotations of a generated family locus: two to six of its family's terms, each with one of the
// evidence codes the family lists for it. Computational evidence cites the dataset's analysis references; experimental
// evidence cites one of the locus's demo studies, and falls back to the computational code when it has none.
import type { LocusResponse } from '../../../schemas/locus';
import { randomFor } from '../../../scripts/dataScale/random';
import { rosterPeople } from '../../roster';
import { ANALYSIS } from '../analysisreference/index';
import { keywordTerms } from '../keyword/terms';
import { ASPECTS } from '../locus/facts';
import { FAMILIES, type EvidenceSource } from './families';
import { FAMILY_SEED, type FamilyLocusPlan } from './plan';
import { studiesAbout } from './studies';

type AnnotationGroup = NonNullable<LocusResponse['annotationGroups']>[number];
type Annotation = NonNullable<AnnotationGroup['annotations']>[number];

const ANALYSIS_OF: Record<Exclude<EvidenceSource, 'study'>, { id: number; name: string }> = {
  interpro: { id: ANALYSIS.INTERPRO2GO, name: 'InterPro2GO' },
  predicted: { id: ANALYSIS.SUBCELLULAR_LOCATION, name: 'Subcellular location prediction' },
  atlas: { id: ANALYSIS.EXPRESSION_ATLAS, name: 'Expression atlas' },
  phylogeny: { id: ANALYSIS.PHYLOGENETIC, name: 'Phylogenetic annotation (PAINT)' },
};

/** The locus page's annotation groups, one per category, in the order of the family's term list. */
export function familyAnnotationGroups(plan: FamilyLocusPlan): AnnotationGroup[] {
  if (plan.kind !== 'protein_coding' || plan.obsolete) return [];
  const random = randomFor(FAMILY_SEED, 'family-annotations', plan.index);
  const family = FAMILIES[plan.family];
  const studies = studiesAbout(plan);
  const count = random.between(2, Math.min(6, family.terms.length));
  const chosen = family.terms.filter((_, index) => index < 2 || random.chance(count / family.terms.length));
  const groups = new Map<string, AnnotationGroup & { annotations: Annotation[] }>();
  for (const choice of chosen) {
    const term = keywordTerms[choice.term];
    const [code, source] = random.pick(choice.evidence);
    const fallback = choice.evidence.find(([, candidate]) => candidate !== 'study');
    const study = source === 'study' && studies.length > 0 ? random.pick(studies) : null;
    const [evidence, cited] = source === 'study' && !study && fallback ? fallback : [code, source];
    const date = study ? `${study.year}-${String(random.between(1, 12)).padStart(2, '0')}-15` : `${random.between(2015, 2023)}-0${random.between(1, 9)}-10`;
    const annotation: Annotation = {
      keyword: term.name,
      keywordId: term.key,
      evidenceCodeFull: evidence,
      description: null,
      evidenceWith: evidence === 'IEA' ? `InterPro:${family.domains[0]!.at(0, 0).interproAccession}` : null,
      symbol: plan.symbol?.name ?? null,
      symbolFull: plan.symbol?.fullName ?? null,
      ...(study
        ? { reference_id: study.key, authors: study.authors.slice(0, 3).join(', '), publicationYear: study.year }
        : cited !== 'study'
          ? { analysisReferenceId: ANALYSIS_OF[cited].id, analysisReferenceName: ANALYSIS_OF[cited].name }
          : {}),
      annotatedByType: 'TAIR',
      community_id: rosterPeople.CURATOR_ANNOTATIONS.key,
      dateLastModified: date,
    };
    const { category, relationshipType } = ASPECTS[term.type];
    const group = groups.get(category) ?? { category, relationshipType, annotations: [] };
    group.annotations.push(annotation);
    groups.set(category, group);
  }
  return [...groups.values()];
}
