// The shape of the demo dataset: records by the server's record type (002 §7: GET detail/{type}).

/** One record as the server stores it: its key, the name and accession it can be looked up by, and its body. */
export interface DemoRecord<T = unknown> {
  key: string | number;
  /** Looked up upper-cased by GET detail/{type}/name (types that offer it). */
  name?: string | null;
  /** Looked up by GET detail/{type}/accession besides the bare key number, e.g. 'Locus:2200935'. */
  accession?: string | null;
  /** The JSON body that GET detail/{type}?key= answers. */
  record: T;
  /**
   * One of many generated records that exist so that links to them resolve (a paralog's minimal locus, the 1,050
   * progeny lines of a population): the data tests check their links; the check of every link a detail page draws
   * (data/demoLinks.test.ts) starts from the others.
   */
  linkTarget?: true;
}

/** Records of some record types, by the server's type name (e.g. 'polymorphism', 'arrayelement'). */
export type DemoRecordSet = Readonly<Record<string, readonly DemoRecord[]>>;

/** A link from one record to another, as a detail page shows it. */
export interface RecordReference {
  type: string;
  key: string;
}

/** The records a record refers to, by the referring record's type. */
export type ReferenceExtractors = Readonly<Record<string, (record: unknown) => RecordReference[]>>;
