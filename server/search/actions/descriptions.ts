// POST search/gene/descriptions (001 §2.3 "Get Gene Descriptions"): one doc per gene model of each locus asked
// for. The dataset's gene models carry a short description; a curator summary and a computational description are
// read where a record holds them (curatorSummary, computationalDescription), and the computational description is
// otherwise the protein's InterPro domains, the part of a description a pipeline can state from the sequence.
import { modelKeysOf } from '../../sequences/cut';
import { isObject, objects, text, type JsonObject } from './json';
import type { BodyFields, GeneActionStore, StoredRecord } from './store';

export interface DescriptionDoc {
  id: string;
  locus: string;
  gene_model: string | null;
  short_description: string | null;
  curator_summary: string | null;
  computational_description: string | null;
}

function domainSummary(gene: JsonObject): string | null {
  const domains = new Map<string, string>();
  for (const protein of objects(gene.proteinData)) {
    for (const domain of objects(protein.domains)) {
      const interpro = isObject(domain.interproData) ? domain.interproData : domain;
      const name = text(interpro.name) ?? text(interpro.displayName);
      const accession = text(interpro.accession);
      if (name) domains.set(accession ?? name, accession ? `${name} (${accession})` : name);
    }
  }
  return domains.size === 0 ? null : `Contains InterPro domains: ${[...domains.values()].join(', ')}`;
}

function docOf(locus: StoredRecord, gene: StoredRecord | null): DescriptionDoc {
  const repGene = isObject(locus.body.repGene) ? locus.body.repGene : {};
  const body = gene?.body ?? {};
  return {
    id: locus.key,
    locus: locus.name,
    gene_model: gene?.name ?? null,
    short_description: text(body.description) ?? text(repGene.description),
    curator_summary: text(body.curatorSummary) ?? text(locus.body.curatorSummary),
    computational_description: text(body.computationalDescription) ?? (gene ? domainSummary(gene.body) : null),
  };
}

/** The body fields the descriptions read (modelKeysOf reads repGene and otherGenes). */
const LOCUS_FIELDS: BodyFields = ['repGene', 'otherGenes', 'curatorSummary'];
const GENE_FIELDS: BodyFields = ['description', 'curatorSummary', 'computationalDescription', 'proteinData'];

export async function geneDescriptions(store: GeneActionStore, locusIds: readonly string[]): Promise<DescriptionDoc[]> {
  const loci = await store.loci(locusIds, LOCUS_FIELDS);
  // The models of every locus in one read; a model listed by two loci is described under each.
  const models = new Map((await store.genesByKey(loci.flatMap((locus) => modelKeysOf(locus.body)), GENE_FIELDS)).map((gene) => [gene.key, gene]));
  return loci.flatMap((locus) => {
    const own = modelKeysOf(locus.body).flatMap((key) => models.get(key) ?? []);
    // A locus without gene models (an obsolete one) still answers, so the user sees it was found.
    return own.length === 0 ? [docOf(locus, null)] : own.map((gene) => docOf(locus, gene));
  });
}
