// POST /api/search/transposon (001 §2.2, §3.1 Transposon): transposable elements by name, family and super family,
// each row a method (type_*) with its input (input_*). No criteria: every element (001 §2.2).
import { transposonPayload, type TransposonPayload } from '../../../contracts/search/transposon';
import type { TransposonResponse } from '../../../schemas/transposon';
import type { CategoryModule, IndexedDoc, IndexedSpan } from '../types';
import { criteriaOf, linkTo, listOf, oneOrMany, termsOf, textCriterion, textSortKey } from './rowCriteria';

export interface TransposonDoc {
  id: string;
  name: string;
  family: { id: string; name: string } | null;
  super_family: string | null;
  chromosome: string | null;
  start: number | null;
  end: number | null;
}

type Placement = { chromosome?: string | null; startPosition?: number | null; endPosition?: number | null };

/** Where the element lies: its map assignment, else its whole-element feature on the record's chromosome. */
function placementOf(transposon: TransposonResponse): Placement | null {
  const assignment = oneOrMany<Placement>(transposon.globalAssignment).find((place) => typeof place.startPosition === 'number');
  if (assignment) return { ...assignment, chromosome: assignment.chromosome ?? transposon.chromosome };
  const features = oneOrMany<Placement & { assignmentFeatureType?: string | null }>(transposon.transposonFeature);
  const whole = features.find((feature) => feature.assignmentFeatureType === 'transposable_element') ?? features[0];
  return whole ? { chromosome: transposon.chromosome, startPosition: whole.startPosition, endPosition: whole.endPosition } : null;
}

export function transposonDoc(key: string, transposon: TransposonResponse): TransposonDoc {
  const place = placementOf(transposon);
  return {
    id: key,
    name: transposon.name,
    family: linkTo(transposon.familyId, transposon.familyName),
    super_family: transposon.superFamilyName ?? null,
    chromosome: place?.chromosome ?? transposon.chromosome ?? null,
    start: place?.startPosition ?? null,
    end: place?.endPosition ?? null,
  };
}

function indexTransposon(key: string, transposon: TransposonResponse): IndexedDoc {
  const doc = transposonDoc(key, transposon);
  const spans: IndexedSpan[] =
    doc.chromosome && doc.start !== null && doc.end !== null ? [{ field: 'location', chromosome: doc.chromosome, start: doc.start, end: doc.end }] : [];
  return {
    id: key,
    doc: { ...doc },
    sortKey: textSortKey(doc.name),
    terms: [
      ...termsOf('name', [transposon.name]),
      ...termsOf('family', [transposon.familyName]),
      ...termsOf('super_family', [transposon.superFamilyName]),
      ...termsOf('locus', oneOrMany<{ locusName?: string | null }>(transposon.associatedTransposable).map((locus) => locus.locusName)),
      ...termsOf('chromosome', [doc.chromosome]),
    ],
    spans,
  };
}

export const transposonCategory: CategoryModule<TransposonPayload> = {
  category: 'transposon',
  version: 1,
  sourceTypes: ['transposon'],
  // Records were checked against schemas/transposon.ts by the data tests.
  index: (type, key, body) => (type === 'transposon' ? [indexTransposon(key, body as TransposonResponse)] : []),
  payload: transposonPayload,
  query: (payload) => ({
    category: 'transposon',
    criteria: criteriaOf(
      ...listOf(payload.searchTerms).flatMap((row) => [
        textCriterion(['name'], row.type_name, row.input_name),
        textCriterion(['family'], row.type_family, row.input_family),
        textCriterion(['super_family'], row.type_super, row.input_super),
      ]),
    ),
  }),
  general: { fields: ['name', 'family', 'super_family', 'locus'] },
};
