// Keyword (ontology term) records. The counts of annotations, loci and publications pointing at each term are
// counted from the dataset's own locus annotations, so a keyword page agrees with the locus pages; a term's
// children's counts add up the terms listed below it (termChildren in keyword/terms.ts).
import type { KeywordResponse } from '../../../schemas/keyword';
import type { DemoRecord } from '../../types';
import { locusRecords } from '../locus/index';
import { keywordTerms, termChildren, type KeywordTerm, type TermName } from './terms';

interface TermData {
  annotations: number;
  loci: Set<string>;
  publications: Set<string>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isObject) : []);
const idText = (value: unknown) => (typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : undefined);

/** Annotations, annotated loci and cited publications, by keyword key. */
function dataByKeyword(): Map<string, TermData> {
  const data = new Map<string, TermData>();
  for (const locus of locusRecords) {
    for (const group of list(locus.record.annotationGroups)) {
      for (const annotation of list(group.annotations)) {
        const keywordId = idText(annotation.keywordId);
        if (keywordId === undefined) continue;
        const entry = data.get(keywordId) ?? { annotations: 0, loci: new Set(), publications: new Set() };
        entry.annotations += 1;
        entry.loci.add(String(locus.key));
        const publication = idText(annotation.reference_id);
        if (publication !== undefined) entry.publications.add(publication);
        data.set(keywordId, entry);
      }
    }
  }
  return data;
}

const counts = (data: TermData) => [
  { displayName: 'publications', linkCount: data.publications.size },
  { displayName: 'annotations', linkCount: data.annotations },
  { displayName: 'loci', linkCount: data.loci.size },
];

const empty = (): TermData => ({ annotations: 0, loci: new Set(), publications: new Set() });

function merged(parts: TermData[]): TermData {
  return parts.reduce<TermData>(
    (sum, part) => ({ annotations: sum.annotations + part.annotations, loci: new Set([...sum.loci, ...part.loci]), publications: new Set([...sum.publications, ...part.publications]) }),
    empty(),
  );
}

function keywordRecord(name: TermName, term: KeywordTerm, data: Map<string, TermData>): DemoRecord<KeywordResponse> {
  const own = data.get(String(term.key)) ?? empty();
  const children = (termChildren[name] ?? []).map((child) => data.get(String(keywordTerms[child].key)) ?? empty());
  return {
    key: term.key,
    record: {
      summary: { kw: term.name, kwDef: term.definition, kwType: term.type, extdbId: term.id, dateLastModified: term.dateLastModified },
      synonyms: [...term.synonyms],
      dataToTerm: counts(own),
      dataToChildren: children.length === 0 ? [] : counts(merged(children)),
    },
  };
}

const annotationData = dataByKeyword();

export const keywordRecords: DemoRecord<KeywordResponse>[] = (Object.entries(keywordTerms) as [TermName, KeywordTerm][]).map(([name, term]) =>
  keywordRecord(name, term, annotationData),
);
