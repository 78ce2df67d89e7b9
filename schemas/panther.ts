// PANTHER 17.0 side data for a locus (002 §3 "Ortholog files", "Paralog files"; §7 side data calls).
// One JSON file per locus, each a plain array. Lenient about unknown fields: the files come from a data pipeline,
// not from our API, and may grow columns. Used by the front end and by the reference server.
import * as z from 'zod/mini';

/** A PANTHER family id such as 'PTHR31719' (the "tree"); the download files are named after it. */
const treeId = z.nullish(z.string());

export const orthologSchema = z.looseObject({
  /** 'eudicotyledons', 'monocotyledons' or 'other plants'; any other string is counted as another plant. */
  group_name: z.string(),
  /** The species' full name, e.g. 'Oryza sativa'. */
  full_name: z.string(),
  tree_id: treeId,
  /** The ortholog's own gene id, when the file carries it. */
  target_agi: z.nullish(z.string()),
});

export const paralogSchema = z.looseObject({
  /** The paralog's locus name (AGI), e.g. 'AT1G01720'. */
  target_agi: z.string().check(z.minLength(1)),
  /** Its symbol, often empty. */
  target_gene_symbol: z.nullish(z.string()),
  tree_id: treeId,
});

export const orthologFileSchema = z.array(orthologSchema);
export const paralogFileSchema = z.array(paralogSchema);

export type Ortholog = z.infer<typeof orthologSchema>;
export type Paralog = z.infer<typeof paralogSchema>;
