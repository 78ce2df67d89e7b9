/**
 * What the gene actions read from a gene result (001 §3.2). The results page's full gene doc has more fields and is
 * assignable to this, so the action bar does not depend on the table's row type.
 */
export interface GeneActionRow {
  /** The locus record key. */
  id: string;
  /** The AGI locus code, e.g. AT1G01010: the id every gene action sends to the server. */
  gene_name: string;
}

/** The query the gene results came from: its category and the parameters the results page posted. */
export interface GeneActionsQuery {
  category: string;
  params: unknown;
}
