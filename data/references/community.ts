// The internal links a detail page of each stock, community and literature record shows (002 §2.3 "Links out
// of detail pages"), as {type, key} with the server's type names. /species, /map and /community links are not
// record types of 002 §7 and are left out; stock numbers and GenBank accessions link to outside sites.
import type { CloneResponse } from '../../schemas/clone';
import type { CloneEndResponse } from '../../schemas/cloneEnd';
import type { EcotypeResponse } from '../../schemas/ecotype';
import type { GeneSymbolResponse } from '../../schemas/geneSymbol';
import type { GermplasmResponse } from '../../schemas/germplasm';
import type { HostStrainResponse } from '../../schemas/hostStrain';
import type { LibraryResponse } from '../../schemas/library';
import type { OrganizationResponse } from '../../schemas/organization';
import type { PersonResponse } from '../../schemas/person';
import type { PolymorphismResponse } from '../../schemas/polymorphism';
import type { ProtocolResponse } from '../../schemas/protocol';
import type { PublicationResponse } from '../../schemas/publication';
import type { VectorResponse } from '../../schemas/vector';
import type { RecordReference, ReferenceExtractors } from '../types';

type Key = string | number | null | undefined;

/** A link to a record of this type, or none when the key is absent. */
const link = (type: string, key: Key): RecordReference[] => (key === null || key === undefined || key === '' ? [] : [{ type, key: String(key) }]);

/** Links from every entry of a list. */
const each = <T>(items: readonly T[] | null | undefined, links: (item: T) => RecordReference[]) => (items ?? []).flatMap(links);

/** A community member: /organization?key= for organizations, /person?key= otherwise. */
const member = (entry: { communityType?: string | null; communityId?: Key }) =>
  link(entry.communityType === 'organization' ? 'organization' : 'person', entry.communityId);

/** Comments link to their authors, in either of the two comment shapes (schemas/shared.ts). */
const commentAuthors = (comments: readonly { communityId?: Key; person?: { communityId?: Key } | null }[] | null | undefined) =>
  each(comments, (comment) => link('person', comment.communityId ?? comment.person?.communityId));

const publications = (items: readonly { referenceId?: Key }[] | null | undefined) => each(items, (item) => link('publication', item.referenceId));

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

const germplasm = (record: GermplasmResponse) => [
  ...each(record.accessions, (accession) => link('ecotype', accession.speciesVariantId)),
  ...each(record.pedigree?.parentLines, (line) => link('germplasm', line.tairObjectId)),
  ...each(record.pedigree?.progenyLines, (line) => link('germplasm', line.tairObjectId)),
  ...each(record.polymorphisms, (allele) => [
    ...link('polymorphism', allele.polymorphismId),
    ...link('locus', allele.locusId),
    ...link('gene', allele.geneId),
  ]),
  ...each(record.construct, (construct) => [...link('clone', construct.cloneId), ...link('vector', construct.vectorId)]),
  ...each(record.stock?.donors, member),
  ...each(record.phenotypes, (phenotype) => [...link('publication', phenotype.publicationId), ...link('publication', phenotype.reference_id)]),
  ...publications(record.publications),
  ...each(record.attributions, member),
  ...commentAuthors(record.comments),
];

const polymorphism = (record: PolymorphismResponse) => [
  ...each(record.associatedGenes, (gene) => [...link('gene', gene.geneId), ...link('locus', gene.locusId)]),
  ...each(record.tfcPolymorphisms, (related) => [...link('polymorphism', related.groupPolymorphismId), ...link('ecotype', related.speciesVariantId)]),
  ...each(record.germplasmCollections, (line) => link('germplasm', line.tairObjectId)),
  ...each(record.geneticMarkers, (marker) => link('marker', marker.tairObjectId ?? marker.geneticMarkerId)),
  ...publications(record.publications),
  ...each(record.attributions, member),
  ...commentAuthors(record.comments),
];

const ecotype = (record: EcotypeResponse) => [
  ...link('person', record.collector?.communityId),
  ...each(record.germplasms, (line) => link('germplasm', line.tairObjectId)),
  ...each(record.attributions, member),
  ...commentAuthors(record.comments),
];

const clone = (record: CloneResponse) => [
  ...link('ecotype', record.taxon?.speciesVariantId),
  ...link('gene', record.gene?.geneId),
  ...link('locus', record.gene?.locusId),
  ...each(record.stockDetails, member),
  ...each(record.sequences, (sequence) => link('sequence', sequence.nucleotideSeqId)),
  ...each(record.cloneEnds, (end) => link('cloneend', end.cloneEndId)),
  ...each(record.vectorDetails, (vector) => link('vector', vector.vectorId)),
  ...link('hoststrain', record.hostStrain?.hostStrainId),
  ...each(record.attributions, member),
  ...commentAuthors(record.comments),
];

const cloneEnd = (record: CloneEndResponse) => [
  ...link('locus', record.locus?.locusId),
  ...link('clone', record.clones?.cloneId),
  ...publications(record.publications),
  ...each(record.attributions, member),
  ...commentAuthors(record.comments),
];

const vector = (record: VectorResponse) => [
  ...link('hoststrain', record.hostStrain?.hostStrainId),
  ...each(record.libraryVectors, (library) => link('library', library.libraryId)),
  ...each(record.stockDetails, member),
  ...each(record.attributions, member),
];

const hostStrain = (record: HostStrainResponse) => [...each(record.attributions, member), ...commentAuthors(record.comments)];

const library = (record: LibraryResponse) => [
  ...link('vector', record.vector?.vectorId),
  ...each(record.hostStrains, (strain) => link('hoststrain', strain.hostStrainId)),
  ...each(record.germplasms, (line) => link('germplasm', line.tairObjectId)),
  ...each(record.attributions, member),
  ...commentAuthors(record.comments),
];

const person = (record: PersonResponse) => publications(record.publications);

const organization = (record: OrganizationResponse) => each(record.affiliations, (affiliation) => link('person', affiliation.personId));

const publication = (record: PublicationResponse) => [
  ...each(record.communities, member),
  ...each(record.keywords, (keyword) => link('keyword', keyword.keywordId)),
  ...each(record.loci, (locus) => link('locus', locus.locusId)),
  ...commentAuthors(record.comments),
];

const protocol = (record: ProtocolResponse) => [
  ...each(record.authors, (author) => link('person', author.communityId)),
  ...link('publication', record.publication?.referenceId),
  ...each(record.keywords, (keyword) => link('keyword', keyword.keywordId)),
];

const geneSymbol = (record: GeneSymbolResponse) => [
  ...each(record.associatedLocis, (locus) => link('locus', locus.locusId)),
  ...each(record.attributions, member),
];

/** Records reach the extractors as stored JSON; each is read with its type's response shape. */
const extractor =
  <T>(links: (record: T) => RecordReference[]) =>
  (record: unknown) =>
    unique(links(record as T));

export const communityReferences: ReferenceExtractors = {
  germplasm: extractor(germplasm),
  polymorphism: extractor(polymorphism),
  ecotype: extractor(ecotype),
  clone: extractor(clone),
  cloneend: extractor(cloneEnd),
  vector: extractor(vector),
  hoststrain: extractor(hostStrain),
  library: extractor(library),
  person: extractor(person),
  organization: extractor(organization),
  publication: extractor(publication),
  protocol: extractor(protocol),
  genesymbol: extractor(geneSymbol),
};
