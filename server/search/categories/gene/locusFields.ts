// What gene search reads from a locus record (schemas/locus.ts): names, description, phenotypes, UniProt ids, gene
// models, keywords with their evidence, positions and flags. Records arrive as stored JSON, so every field is read
// defensively: a missing or oddly typed field gives nothing rather than an error.

type Json = Record<string, unknown>;

const asObject = (value: unknown): Json => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {});
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asText = (value: unknown): string | null =>
  typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : typeof value === 'number' ? String(value) : null;
const asNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const isTrue = (value: unknown) => value === true || value === 'T';
const texts = (values: unknown[]) => values.map(asText).filter((value): value is string => value !== null);
const distinct = (values: string[]) => [...new Set(values)];

/** The keyword types of the gene form (001 §3.7), by the annotation group category of a locus. */
export type KeywordType = 'go_mf' | 'go_bp' | 'go_cc' | 'po_anatomy' | 'po_devstage' | 'other';
export const KEYWORD_TYPES: readonly KeywordType[] = ['go_mf', 'go_bp', 'go_cc', 'po_anatomy', 'po_devstage', 'other'];

export function keywordTypeOf(category: string): KeywordType {
  const text = category.toLowerCase();
  if (text.includes('molecular function')) return 'go_mf';
  if (text.includes('biological process')) return 'go_bp';
  if (text.includes('cellular component')) return 'go_cc';
  if (text.includes('structure') || text.includes('anatomy')) return 'po_anatomy';
  if (text.includes('development') || text.includes('growth')) return 'po_devstage';
  return 'other';
}

export interface LocusAnnotation {
  keyword: string;
  type: KeywordType;
  /** Upper-cased evidence code, e.g. 'IEA'. */
  evidence: string | null;
}

export interface LocusSpan {
  /** agi, physical or classical. */
  mapType: string;
  chromosome: string;
  start: number;
  end: number;
}

export interface LocusFields {
  agi: string;
  locusId: string;
  tairObjectId: string | null;
  obsolete: boolean;
  symbols: string[];
  fullNames: string[];
  otherNames: string[];
  description: string | null;
  phenotypes: string[];
  uniprotIds: string[];
  geneModels: { name: string; tairObjectId: string | null }[];
  geneModelType: string | null;
  annotations: LocusAnnotation[];
  hasLiterature: boolean;
  chromosome: string | null;
  start: number | null;
  end: number | null;
  spans: LocusSpan[];
}

/** The map type of a global assignment: AGI (the assembly), physical or classical (genetic). */
function mapTypeOf(map: Json): string | null {
  const type = (asText(map.mapType) ?? '').toLowerCase();
  const name = (asText(map.name) ?? '').toUpperCase();
  if (name === 'AGI' || type === 'assembly_unit' || type === 'agi') return 'agi';
  if (type.includes('physical')) return 'physical';
  if (type.includes('genetic') || type.includes('classical') || type.includes('recombinant')) return 'classical';
  return null;
}

function spansOf(locus: Json, chromosome: string | null, start: number | null, end: number | null): LocusSpan[] {
  const spans: LocusSpan[] = [];
  for (const assignment of asList(locus.globalAssignments).map(asObject)) {
    const map = asObject(assignment.map);
    const mapType = mapTypeOf(map);
    const mapChromosome = asText(map.chromosome) ?? chromosome;
    const from = asNumber(assignment.startPosition);
    const to = asNumber(assignment.endPosition);
    if (mapType && mapChromosome && from !== null && to !== null) spans.push({ mapType, chromosome: mapChromosome, start: from, end: to });
  }
  // The locus span is its AGI position when no AGI assignment says otherwise.
  if (!spans.some((span) => span.mapType === 'agi') && chromosome && start !== null && end !== null) {
    spans.push({ mapType: 'agi', chromosome, start, end });
  }
  return spans;
}

function phenotypesOf(locus: Json): string[] {
  const found: string[] = [];
  for (const germplasm of asList(locus.germplasms).map(asObject)) {
    for (const group of asList(germplasm.phenotypeGroups).map(asObject)) {
      for (const phenotype of asList(group.phenotypes)) found.push(...texts([typeof phenotype === 'object' ? asObject(phenotype).phenotype : phenotype]));
    }
    for (const phenotype of asList(germplasm.phenotypes)) found.push(...texts([typeof phenotype === 'object' ? asObject(phenotype).phenotype : phenotype]));
    for (const entry of asList(germplasm.phenotypeList).map(asObject)) found.push(...texts([entry.phenotypetype]));
  }
  return distinct(found);
}

/** UniProt accessions named by the locus's UniProt links (https://www.uniprot.org/uniprotkb/Q9SP32). */
function uniprotIdsOf(locus: Json): string[] {
  const ids: string[] = [];
  for (const group of asList(locus.externalLinkGroups).map(asObject)) {
    for (const link of asList(group.links).map(asObject)) {
      const match = /uniprot\.org\/(?:uniprotkb|uniprot)\/([A-Za-z0-9]{6,10})(?:[/?#.]|$)/.exec(asText(link.url) ?? '');
      if (match) ids.push(match[1]!.toUpperCase());
    }
  }
  return distinct(ids);
}

function annotationsOf(locus: Json): LocusAnnotation[] {
  const found: LocusAnnotation[] = [];
  for (const group of asList(locus.annotationGroups).map(asObject)) {
    const type = keywordTypeOf(asText(group.category) ?? '');
    for (const annotation of asList(group.annotations).map(asObject)) {
      const keyword = asText(annotation.keyword);
      if (keyword) found.push({ keyword, type, evidence: asText(annotation.evidenceCodeFull)?.toUpperCase() ?? null });
    }
  }
  return found;
}

export function locusFields(key: string, body: unknown): LocusFields | null {
  const locus = asObject(body);
  const agi = asText(locus.name);
  if (!agi) return null;
  const repGene = asObject(locus.repGene);
  const geneModels: LocusFields['geneModels'] = [];
  const repName = asText(repGene.name);
  if (repName) geneModels.push({ name: repName, tairObjectId: asText(repGene.tairObjectId) ?? asText(repGene.geneId) });
  for (const other of asList(locus.otherGenes).map(asObject)) {
    const name = asText(other.name);
    if (name && !geneModels.some((model) => model.name === name)) geneModels.push({ name, tairObjectId: asText(other.geneId) });
  }
  const symbols = asList(locus.symbols).map(asObject);
  const chromosome = asText(locus.chromosome)?.toUpperCase() ?? null;
  const start = asNumber(locus.spanStartPosition);
  const end = asNumber(locus.spanEndPosition);
  return {
    agi: agi.toUpperCase(),
    locusId: key,
    tairObjectId: asText(locus.tairObjectId) ?? asText(locus.locusId),
    obsolete: isTrue(locus.isObsolete),
    symbols: distinct(texts(symbols.map((symbol) => symbol.name))),
    fullNames: distinct(texts(symbols.map((symbol) => symbol.fullName))),
    otherNames: distinct(texts(asList(locus.otherNames))),
    description: asText(repGene.description),
    phenotypes: phenotypesOf(locus),
    uniprotIds: uniprotIdsOf(locus),
    geneModels,
    geneModelType: asText(repGene.geneModelType),
    annotations: annotationsOf(locus),
    hasLiterature: asList(locus.publications).length > 0,
    chromosome,
    start,
    end,
    spans: spansOf(locus, chromosome, start, end),
  };
}
