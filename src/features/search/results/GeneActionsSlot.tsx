import { lazy, Suspense, useMemo } from 'react';
import type { GeneActionRow } from '../geneActions/geneActionTypes';
import type { ResultsRequest } from './resultsRequest';
import type { ResultDoc } from './tableColumns';

// The gene actions (and the sequence dialog they open) load only with gene results, so other results pages and
// the results route's own chunk do not carry their code.
const GeneActions = lazy(() => import('../geneActions/GeneActions').then((module) => ({ default: module.GeneActions })));

/** Gene docs carry the AGI code as gene_name (the contract); the actions send it for each selected locus. */
const asGeneRows = (docs: readonly ResultDoc[]): GeneActionRow[] =>
  docs.map((doc) => ({ ...doc, gene_name: typeof doc.gene_name === 'string' ? doc.gene_name : '' }));

interface GeneActionsSlotProps {
  request: ResultsRequest;
  selectedRows: readonly ResultDoc[];
  allRows: readonly ResultDoc[];
}

/** 001 §2.3 gene actions above the gene results table. */
export function GeneActionsSlot({ request, selectedRows, allRows }: GeneActionsSlotProps) {
  const all = useMemo(() => asGeneRows(allRows), [allRows]);
  const selected = useMemo(() => asGeneRows(selectedRows), [selectedRows]);
  return (
    <Suspense fallback={null}>
      <GeneActions selectedRows={selected} allRows={all} query={{ category: request.category, params: request.body }} />
    </Suspense>
  );
}
