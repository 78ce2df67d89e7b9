// The internal links a detail page of each genome record shows (002 §2.3 "Links out of detail pages"), as
// {type, key} with the server's type names: /polyallele is 'polymorphism', /array_element is 'arrayelement' (its key
// the element name lower-cased with spaces as underscores). /map, /species and /community links are not record
// types of 002 §7 and are left out. Links by name (/locus?name=, /gene?name=) are listed apart, by name.
import type { ArrayElementResponse } from '../../schemas/arrayElement';
import type { GeneResponse } from '../../schemas/gene';
import type { GeneFamilyResponse } from '../../schemas/geneFamily';
import type { LocusResponse } from '../../schemas/locus';
import type { MarkerResponse } from '../../schemas/marker';
import type { MicroarrayExperimentResponse } from '../../schemas/microarrayExperiment';
import type { ProteinResponse } from '../../schemas/protein';
import type { SequenceResponse } from '../../schemas/sequence';
import type { TransposonResponse } from '../../schemas/transposon';
import type { TransposonFamilyResponse } from '../../schemas/transposonFamily';
import type { RecordReference, ReferenceExtractors } from '../types';

type Key = string | number | null | undefined;
type Many<T> = T | readonly T[] | null | undefined;

const link = (type: string, key: Key): RecordReference[] => (key === null || key === undefined || key === '' ? [] : [{ type, key: String(key) }]);

/** The entries of a list, or the one object some fields send instead of a list. */
const entries = <T>(value: Many<T>): readonly T[] => (value === null || value === undefined ? [] : Array.isArray(value) ? value : [value as T]);

const each = <T>(value: Many<T>, links: (item: T) => RecordReference[]) => entries(value).flatMap(links);

/** 002 §2.3: /array_element?key= takes the element name lower-cased with spaces as underscores. */
const arrayElement = (name: Key) => link('arrayelement', name === null || name === undefined ? name : String(name).toLowerCase().replace(/\s+/g, '_'));

/** Comments link to their authors' person pages, in either comment shape. */
const commentAuthors = (comments: Many<{ communityId?: Key; person?: { communityId?: Key } | null }>) =>
  each(comments, (comment) => link('person', comment.communityId ?? comment.person?.communityId));

/** Attributions link to a person or an organization. */
const attributions = (items: Many<{ communityType?: string | null; communityId?: Key }>) =>
  each(items, (item) => link(item.communityType === 'organization' ? 'organization' : 'person', item.communityId));

const publications = (items: Many<{ referenceId?: Key }>) => each(items, (item) => link('publication', item.referenceId));

/** An annotation cites one source, in this order (the annotation rows' Reference column shows the first). */
function annotationSource(annotation: { reference_id?: Key; analysisReferenceId?: Key; communicationReferenceId?: Key }) {
  const publication = link('publication', annotation.reference_id);
  if (publication.length > 0) return publication;
  const analysis = link('analysisreference', annotation.analysisReferenceId);
  return analysis.length > 0 ? analysis : link('communication', annotation.communicationReferenceId);
}

type LocusGermplasm = NonNullable<LocusResponse['germplasms']>[number];

/** A germplasm row of the locus or gene page, in any of its spellings (schemas/locus/germplasm.ts). */
const germplasmRow = (row: LocusGermplasm) => [
  ...link('germplasm', row.tairObjectId),
  ...each(row.polymorphisms, (polymorphism) => link('polymorphism', polymorphism.polymorphismId)),
  ...each(row.polymorphismList, (polymorphism) => link('polymorphism', polymorphism.polyId)),
  ...each(row.phenotypeGroups, (group) => link('publication', group.referenceId)),
  ...each(row.phenotypeList, (phenotype) => link('publication', phenotype.referenceId)),
  ...each(row.phenotypes, (phenotype) => (typeof phenotype === 'string' ? [] : link('publication', phenotype.referenceId))),
];

const locus = (record: LocusResponse) => [
  ...link('gene', record.repGene?.geneId),
  ...each(record.otherGenes, (gene) => link('gene', gene.geneId)),
  ...each(record.transposons, (transposon) => link('transposon', transposon.transposonId)),
  ...each([...(record.updateHistories ?? []), ...(record.affectedByHistories ?? [])], (history) => link('locus', history.tairObjectId)),
  ...commentAuthors(record.comments),
  ...each(record.geneticMarkers, (marker) => link('marker', marker.tairObjectId ?? marker.geneticMarkerId)),
  ...each(record.nucleotideSequences, (sequence) => link('sequence', sequence.nucleotideSequenceId)),
  ...each(record.proteinSequences, (protein) => link('protein', protein.tairObjectId)),
  ...each([...(record.singleChannelArrayElements ?? []), ...(record.dualChannelArrayElements ?? [])], (element) => arrayElement(element.name)),
  ...each(record.annotationGroups, (group) =>
    each(group.annotations, (annotation) => [...link('keyword', annotation.keywordId), ...annotationSource(annotation)]),
  ),
  ...each(record.germplasms, germplasmRow),
  ...each(record.clones, (clone) => link('clone', clone.cloneId)),
  ...each(record.polymorphisms, (polymorphism) => link('polymorphism', polymorphism.polymorphismId)),
  ...publications(record.publications),
];

const gene = (record: GeneResponse) => [
  ...link('locus', record.locusId),
  ...each(record.proteinData, (protein) => link('protein', protein.tairObjectId)),
  ...each(record.plantOntologyAnnotation?.data, (group) => each(group.keywords, (keyword) => link('keyword', keyword.keywordId))),
  ...each(record.germplasm, germplasmRow),
  ...each(record.polymorphismInfos, (polymorphism) => link('polymorphism', polymorphism.polymorphismId)),
  ...each(record.publications, (publication) => link('publication', publication.publicationId)),
];

const protein = (record: ProteinResponse) => [
  ...each(record.associatedGenes, (gene) => [...link('gene', gene.geneId), ...link('locus', gene.associatedLocus?.locusId)]),
  ...commentAuthors(record.comments),
];

const marker = (record: MarkerResponse) => [
  ...each<{ locusId?: Key }>(record.associatedLoci, (locus) => link('locus', locus.locusId)),
  ...each(record.associatedGene, (gene) => [...link('gene', gene.geneId), ...link('locus', gene.locusId)]),
  ...link('clone', record.madeFrom?.cloneId),
  ...each([...(record.pcrProductLengths ?? []), ...(record.digestPatterns ?? [])], (form) => link('polymorphism', form.polymorphismId)),
  ...commentAuthors(record.comments),
  ...attributions(record.attributions),
  ...publications(record.publications),
];

const arrayelement = (record: ArrayElementResponse) => [
  ...(typeof record.locus === 'object' && record.locus !== null ? link('locus', record.locus.locusId) : []),
  ...each(record.experiments, (experiment) => (typeof experiment === 'string' ? [] : link('microarrayexperiment', experiment.experimentId))),
];

const microarrayexperiment = (record: MicroarrayExperimentResponse) => [...link('person', record.submitter?.communityId), ...publications(record.publications)];

const transposon = (record: TransposonResponse) => [
  ...link('transposonfamily', record.familyId),
  ...each<{ nucleotideSeqId?: Key }>(record.sequence, (sequence) => link('sequence', sequence.nucleotideSeqId)),
  ...each<{ locusId?: Key }>(record.associatedTransposable, (locus) => link('locus', locus.locusId)),
];

const transposonfamily = (record: TransposonFamilyResponse) => each(record.associatedTransposons, (element) => link('transposon', element.transposonId));

const genefamily = (record: GeneFamilyResponse) => [...link('person', record.submitter?.communityId), ...each(record.loci, (member) => link('locus', member.locusId))];

const sequence = (record: SequenceResponse) => publications(record.publications);

/** Each reference once, in first-seen order. */
function unique(references: RecordReference[]): RecordReference[] {
  const seen = new Set<string>();
  return references.filter(({ type, key }) => {
    const id = `${type}:${key}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

const extractor =
  <T>(links: (record: T) => RecordReference[]) =>
  (record: unknown) =>
    unique(links(record as T));

/** Keywords, analysis references and communications link only out of the dataset (ontology browsers, web sites). */
const none = (): RecordReference[] => [];

export const genomeReferences: ReferenceExtractors = {
  locus: extractor(locus),
  gene: extractor(gene),
  protein: extractor(protein),
  sequence: extractor(sequence),
  marker: extractor(marker),
  arrayelement: extractor(arrayelement),
  microarrayexperiment: extractor(microarrayexperiment),
  transposon: extractor(transposon),
  transposonfamily: extractor(transposonfamily),
  keyword: none,
  analysisreference: none,
  communication: none,
  genefamily: extractor(genefamily),
};

/** A link by name: /locus?name= or /gene?name=, resolved upper-cased (002 §5). */
export interface RecordNameReference {
  type: 'locus' | 'gene';
  name: string;
  /** The publication row that holds the link, for links inside a publication list. */
  publicationKey?: string;
}

/** The links by name out of a locus page: its publications' loci and its polymorphisms' gene models. */
export function locusNameReferences(record: unknown): RecordNameReference[] {
  const { publications: rows, polymorphisms } = record as LocusResponse;
  return [
    ...entries(rows).flatMap((row) => entries(row.locusNames).map((name) => ({ type: 'locus' as const, name, publicationKey: String(row.referenceId) }))),
    ...entries(polymorphisms).flatMap((row) => entries(row.featureGeneGroups).flatMap((group) => entries(group.geneNames).map((name) => ({ type: 'gene' as const, name })))),
  ];
}
