// The gene form's payload → criteria (docs/search.md "Gene search"). Every criterion the form sends narrows the
// loci (AND); with name or other text the results are ordered as 001 §4 says, else by AGI code.
import { hasInput } from '../../../../contracts/search/payload';
import type { Criterion, SearchQuery } from '../../types';
import { GENE_FIELDS, keywordField } from './indexLocus';
import { KEYWORD_TYPES } from './locusFields';
import type { GenePayload } from '../../../../contracts/search/gene';

const F = GENE_FIELDS;

/** Loci that are not obsolete. */
export const CURRENT_LOCI: Criterion = { kind: 'not', criterion: { kind: 'anyOf', field: F.status, values: ['obsolete'] } };

const meaningful = (values: string[] | undefined) => (values ?? []).filter((value) => value !== 'any' && value.trim() !== '');

function keywordCriterion(payload: GenePayload): Criterion | null {
  if (!hasInput(payload.keywordTerm)) return null;
  const types = !payload.keywordType || payload.keywordType === 'any' ? KEYWORD_TYPES : [payload.keywordType];
  const evidence = meaningful(payload.evidence);
  // The keyword and its evidence must belong to one annotation: the evidence is part of the term's field.
  const fields = types.flatMap((type) => (evidence.length === 0 ? [keywordField(type)] : evidence.map((code) => keywordField(type, code))));
  return { kind: 'text', fields, method: 'contains', value: payload.keywordTerm };
}

function locationCriterion(payload: GenePayload): Criterion | null {
  const chromosome = payload.chromosome && payload.chromosome !== 'any' ? payload.chromosome : undefined;
  if (!chromosome && payload.startPos === undefined && payload.endPos === undefined) return null;
  // Positions are typed in kbp unless the form says bp.
  const scale = payload.gaUnit === 'bp' ? 1 : 1000;
  return {
    kind: 'span',
    field: payload.mapType ?? 'agi',
    ...(chromosome ? { chromosome } : {}),
    ...(payload.startPos !== undefined ? { min: payload.startPos * scale } : {}),
    ...(payload.endPos !== undefined ? { max: payload.endPos * scale } : {}),
  };
}

export function geneQuery(payload: GenePayload): Omit<SearchQuery, 'limit'> {
  const criteria: Criterion[] = [];
  let ranked = false;
  if (hasInput(payload.detailSearchText)) {
    criteria.push({ kind: 'text', fields: [payload.searchBy ?? 'name'], method: payload.searchType ?? 'contains', value: payload.detailSearchText });
    ranked = true;
  }
  if (payload.geneList && payload.geneList.length > 0) {
    criteria.push({ kind: 'anyOf', field: payload.geneListUploadType === 'gene' ? F.model : F.agi, values: payload.geneList });
  }
  // Flags are tested on their rare side (few loci are obsolete, few have no literature): a small set to exclude
  // costs far less than a set of nearly every locus to keep.
  if (!payload.include_obsolete) criteria.push(CURRENT_LOCI);
  const keyword = keywordCriterion(payload);
  if (keyword) criteria.push(keyword);
  const modelTypes = meaningful(payload.geneModelType);
  if (modelTypes.length > 0) criteria.push({ kind: 'anyOf', field: F.geneModelType, values: modelTypes });
  const advanced = payload.advanced ?? [];
  if (advanced.includes('has_literature')) criteria.push({ kind: 'not', criterion: { kind: 'anyOf', field: F.literature, values: ['no'] } });
  if (advanced.includes('genetic_only')) criteria.push({ kind: 'anyOf', field: F.sequenced, values: ['no'] });
  const location = locationCriterion(payload);
  if (location) criteria.push(location);
  return { category: 'gene', criteria, order: { by: ranked ? 'relevance' : 'sortKey' } };
}
