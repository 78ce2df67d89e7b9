// What the routes read from the records table, the same on every store (server/db/sqlite, server/db/postgres).
// Asynchronous because a database server answers over the network; the SQLite reader answers at once.

export interface PersonBody {
  /** The person record as it is served: JSON text. */
  body: string;
  /** The record holds an e-mail address the person chose to hide (000 §6: shown only when displayEmail is 'T' or true). */
  hidesEmail: boolean;
}

export interface RecordReader {
  /** The record's JSON text, or undefined. */
  body(type: string, key: string): Promise<string | undefined>;
  person(key: string): Promise<PersonBody | undefined>;
  /** 002 §5: names are compared upper-cased; the first key in key order when records share a name. */
  idByName(type: string, name: string): Promise<string | null>;
  /** The record's accession (without case) or its bare key. */
  idByAccession(type: string, accession: string): Promise<string | null>;
  /** 002 §7: a protocol's own id to its key. */
  idByProtocolId(protocolId: string): Promise<string | null>;
  /** The records of a type with keys after `afterId` (text order), in key order, at most `limit`. */
  page(type: string, afterId: string, limit: number): Promise<{ id: string; body: string }[]>;
  /**
   * A number raised by every change to the gene, locus and protein records, whichever process made it: cheap to
   * read, so that a process can tell whether the sequences it cut from them (the BLAST databases) are still current.
   */
  sequenceSourcesVersion(): Promise<number>;
}
