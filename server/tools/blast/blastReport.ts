// BLAST+'s single-file JSON report (-outfmt 15) read into what the results page shows. Only the fields the page
// uses are read; anything else BLAST+ adds is ignored.
import * as z from 'zod';

const hspSchema = z.object({
  bit_score: z.number(),
  score: z.number(),
  evalue: z.number(),
  identity: z.number(),
  positive: z.number().optional(),
  gaps: z.number().optional(),
  align_len: z.number(),
  query_from: z.number(),
  query_to: z.number(),
  query_strand: z.string().optional(),
  query_frame: z.number().optional(),
  hit_from: z.number(),
  hit_to: z.number(),
  hit_strand: z.string().optional(),
  hit_frame: z.number().optional(),
  qseq: z.string(),
  hseq: z.string(),
  midline: z.string(),
});

const hitSchema = z.object({
  description: z.array(z.object({ title: z.string().optional(), id: z.string().optional() })).min(1),
  len: z.number(),
  hsps: z.array(hspSchema),
});

const searchSchema = z.object({
  query_title: z.string().optional(),
  query_len: z.number(),
  hits: z.array(hitSchema).default([]),
  message: z.string().optional(),
  stat: z.object({ db_num: z.number().optional(), db_len: z.number().optional() }).partial().optional(),
});

const reportSchema = z.object({
  BlastOutput2: z.array(
    z.object({
      report: z.object({
        program: z.string(),
        version: z.string(),
        search_target: z.object({ db: z.string().optional() }).partial().optional(),
        params: z.record(z.string(), z.unknown()).optional(),
        results: z.object({ search: searchSchema }),
      }),
    }),
  ),
});

export type Hsp = z.infer<typeof hspSchema>;

export interface ReportHit {
  /** The subject's FASTA title: its id, then ' | '-separated symbols, description and place. */
  title: string;
  length: number;
  hsps: Hsp[];
}

export interface QueryReport {
  queryLength: number;
  hits: ReportHit[];
  /** BLAST+'s remark on this query, e.g. "No hits found". */
  message: string | null;
  databaseSequences: number | null;
  databaseLetters: number | null;
}

export interface BlastReport {
  version: string;
  queries: QueryReport[];
}

export function parseBlastReport(json: string): BlastReport {
  const report = reportSchema.parse(JSON.parse(json));
  return {
    version: report.BlastOutput2[0]?.report.version ?? '',
    queries: report.BlastOutput2.map(({ report: { results } }) => ({
      queryLength: results.search.query_len,
      hits: results.search.hits.map((hit) => ({ title: hit.description[0]?.title ?? hit.description[0]?.id ?? '', length: hit.len, hsps: hit.hsps })),
      message: results.search.message ?? null,
      databaseSequences: results.search.stat?.db_num ?? null,
      databaseLetters: results.search.stat?.db_len ?? null,
    })),
  };
}
