// A locus record → the one gene doc that stands for it (contract: gene docs, link /locus?key={id}) and the terms,
// words and spans gene search, general search and the typeahead match.
import type { IndexedDoc, IndexedTerm } from '../../types';
import { locusFields, type LocusFields } from './locusFields';

/** Term fields of the gene category (what each criterion of the gene form reads). */
export const GENE_FIELDS = {
  /** Every name: AGI code, gene model ids, symbols, full names, other names (searchBy 'name'). */
  name: 'name',
  agi: 'agi',
  model: 'model',
  symbol: 'symbol',
  fullName: 'full_name',
  description: 'description',
  phenotype: 'phenotype',
  uniprot: 'uniprot',
  locusObjectId: 'locus_tair_object_id',
  geneObjectId: 'gene_tair_object_id',
  status: 'status',
  literature: 'literature',
  sequenced: 'sequenced',
  geneModelType: 'gene_model_type',
} as const;

/** Keyword terms are filed under kw.<keyword type>, and again under kw.<keyword type>.<evidence code>. */
export const keywordField = (type: string, evidence?: string) => (evidence ? `kw.${type}.${evidence.toUpperCase()}` : `kw.${type}`);

export function geneDoc(fields: LocusFields) {
  return {
    id: fields.locusId,
    gene_name: fields.agi,
    other_names: [...new Set([...fields.symbols, ...fields.fullNames, ...fields.otherNames])],
    description: fields.description ?? '',
    phenotypes: fields.phenotypes,
    uniprot_ids: fields.uniprotIds,
    gene_model_ids: fields.geneModels.map((model) => model.name),
    gene_model_type: fields.geneModelType ?? '',
    keywords: [...new Set(fields.annotations.map((annotation) => annotation.keyword))],
    tairAccession: `Locus:${fields.tairObjectId ?? fields.locusId}`,
    chromosome: fields.chromosome,
    start: fields.start,
    end: fields.end,
    obsolete: fields.obsolete,
  };
}

function termsOf(fields: LocusFields): IndexedTerm[] {
  const F = GENE_FIELDS;
  const terms: IndexedTerm[] = [];
  const add = (field: string, values: (string | null)[]) => {
    for (const value of values) if (value) terms.push({ field, value });
  };
  const modelNames = fields.geneModels.map((model) => model.name);
  // Other names before the AGI code and models: for equal matches, the earlier listed name ranks first (001 §4).
  add(F.name, [...fields.symbols, ...fields.fullNames, ...fields.otherNames, fields.agi, ...modelNames]);
  add(F.agi, [fields.agi]);
  add(F.model, modelNames);
  add(F.symbol, fields.symbols);
  add(F.fullName, fields.fullNames);
  add(F.description, [fields.description]);
  add(F.phenotype, fields.phenotypes);
  add(F.uniprot, fields.uniprotIds);
  add(F.locusObjectId, [fields.tairObjectId, fields.locusId]);
  add(F.geneObjectId, fields.geneModels.map((model) => model.tairObjectId));
  add(F.status, [fields.obsolete ? 'obsolete' : 'in use']);
  add(F.literature, [fields.hasLiterature ? 'yes' : 'no']);
  // Genetic (unsequenced) loci have neither gene models nor a position on the assembly.
  add(F.sequenced, [fields.geneModels.length > 0 || fields.start !== null ? 'yes' : 'no']);
  add(F.geneModelType, [fields.geneModelType]);
  for (const annotation of fields.annotations) {
    add(keywordField(annotation.type), [annotation.keyword]);
    if (annotation.evidence) add(keywordField(annotation.type, annotation.evidence), [annotation.keyword]);
  }
  return dedupe(terms);
}

/** A value listed twice under one field (a keyword annotated with several codes) is indexed once. */
function dedupe(terms: IndexedTerm[]): IndexedTerm[] {
  const seen = new Set<string>();
  return terms.filter((term) => {
    const key = `${term.field}\u0000${term.value.toLowerCase()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function indexLocus(key: string, body: unknown): IndexedDoc[] {
  const fields = locusFields(key, body);
  if (!fields) return [];
  return [
    {
      id: fields.locusId,
      doc: geneDoc(fields),
      sortKey: fields.agi,
      terms: termsOf(fields),
      words: [
        { field: GENE_FIELDS.description, text: fields.description ?? '' },
        { field: GENE_FIELDS.phenotype, text: fields.phenotypes.join('\n') },
      ],
      spans: fields.spans.map((span) => ({ field: span.mapType, chromosome: span.chromosome, start: span.start, end: span.end })),
    },
  ];
}
