import { locusIdsOf } from '../geneActions/geneActionRequests';
import type { GeneActionRow } from '../geneActions/geneActionTypes';
import type { FlankLength, SequenceDataset, SequenceFormat } from './sequenceSources';

// The rules of the sequence modal (001 §2.4), as pure functions of what the user chose and the query the gene
// results came from.

/** 001 §2.4: only transcript, coding, protein and genomic locus sequences exist once per gene model. */
const PER_MODEL_DATASETS: ReadonlySet<SequenceDataset> = new Set<SequenceDataset>([
  'araport11_transcript',
  'araport11_coding',
  'araport11_protein',
  'araport11_genomic_locus',
  'tair10_coding',
  'tair10_protein',
]);

const FLANKING_DATASETS: ReadonlySet<SequenceDataset> = new Set<SequenceDataset>(['araport11_upstream', 'araport11_downstream']);

/** Whether the user may choose the format; otherwise it is fixed to one per locus. */
export const formatChoiceOpen = (dataset: SequenceDataset) => PER_MODEL_DATASETS.has(dataset);

/** Whether the upstream/downstream length applies to the source. */
export const flankApplies = (dataset: SequenceDataset) => FLANKING_DATASETS.has(dataset);

/**
 * The ids of a gene list of AGI gene IDs (gene criteria geneListUploadType 'gene'), as the genes form stored them:
 * upper-cased and joined with semicolons (001 §5). Any other query lists none.
 */
export function listedGeneIds(params: unknown): string[] {
  if (typeof params !== 'object' || params === null) return [];
  const { geneListUploadType, geneList } = params as { geneListUploadType?: unknown; geneList?: unknown };
  if (geneListUploadType !== 'gene' || typeof geneList !== 'string') return [];
  return geneList
    .split(';')
    .map((id) => id.trim().toUpperCase())
    .filter((id) => id !== '');
}

/** 001 §2.4: 'only the model matching my query' needs a query that was a gene list of AGI gene IDs. */
export const queryMatchAvailable = (params: unknown) => listedGeneIds(params).length > 0;

/** 001 §2.4: a listed id with a dot names a gene model (AT1G01010.1); a list without any names loci. */
export const listedIdKind = (params: unknown): 'gene' | 'locus' =>
  listedGeneIds(params).some((id) => id.includes('.')) ? 'gene' : 'locus';

/** The format the request will carry: a closed or unavailable choice falls back to one per locus. */
export function effectiveFormat(dataset: SequenceDataset, chosen: SequenceFormat, params: unknown): SequenceFormat {
  if (!formatChoiceOpen(dataset)) return 'one_per_locus';
  if (chosen === 'query_match' && !queryMatchAvailable(params)) return 'one_per_locus';
  return chosen;
}

/** The body of POST search/sequences (contract: "Gene actions"). */
export type SequenceRequest = ({ locusIds: string[] } | { geneIds: string[] }) & {
  dataset: SequenceDataset;
  format: SequenceFormat;
  flank?: FlankLength;
};

export interface SequenceChoice {
  dataset: SequenceDataset;
  format: SequenceFormat;
  flank: FlankLength;
}

/**
 * The request for the selected loci. Matching the query sends the listed gene model ids of the selected loci (the
 * server keeps exactly those models). A locus listed without a model number is matched by its representative model,
 * so when no selected locus was listed with one, the request asks for one sequence per locus instead.
 */
export function sequenceRequest(rows: readonly GeneActionRow[], params: unknown, choice: SequenceChoice): SequenceRequest {
  const format = effectiveFormat(choice.dataset, choice.format, params);
  const flank = flankApplies(choice.dataset) ? { flank: choice.flank } : {};
  const locusIds = locusIdsOf(rows);
  if (format === 'query_match') {
    const selected = new Set(locusIds);
    const geneIds =
      listedIdKind(params) === 'gene'
        ? listedGeneIds(params).filter((id) => id.includes('.') && selected.has(id.slice(0, id.indexOf('.'))))
        : [];
    if (geneIds.length > 0) return { geneIds, dataset: choice.dataset, format, ...flank };
    return { locusIds, dataset: choice.dataset, format: 'one_per_locus', ...flank };
  }
  return { locusIds, dataset: choice.dataset, format, ...flank };
}
