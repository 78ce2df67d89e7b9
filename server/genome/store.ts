// What the genome API reads, one interface over either store (sqlite/store.ts, postgres/store.ts): the records of a
// track placed in a stretch of a chromosome, found by a range query on the search index's spans (search_spans, kept
// in step with every record write by server/search/buildIndex.ts reindexRecord), and gene model records by key.
// Bodies are read as the few fields the features need: a locus record is about 10 KB at full scale.
import type { GenomeTrackId } from '../../contracts/genome/features';
import type { JsonObject } from '../search/actions/json';

export interface GenomeRecord {
  /** The record key, as text. */
  key: string;
  /** The record's name as stored (upper-cased), or null. */
  name: string | null;
  /** Only the fields the track reads (trackSources.ts). */
  body: JsonObject;
}

/** A stretch of one chromosome as the index spells chromosomes (trackSources.indexChromosomes). */
export interface IndexedStretch {
  chromosomes: readonly string[];
  /** 1-based, inclusive. */
  start: number;
  end: number;
}

export interface GenomeStore {
  /** The track's records with a span in the index overlapping the stretch, each once, in key order. */
  placedRecords(track: GenomeTrackId, stretch: IndexedStretch): Promise<GenomeRecord[]>;
  /** Gene model records by key (the fields GENE_MODEL_FIELDS names); missing keys are left out. */
  geneModels(keys: readonly string[]): Promise<GenomeRecord[]>;
}
