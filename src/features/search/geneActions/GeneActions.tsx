import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  annotationParams,
  geneActionResultsUrl,
  locusListParams,
  microarrayParams,
  type GeneActionCategory,
  type MicroarrayPlatform,
} from './geneActionRequests';
import type { GeneActionRow, GeneActionsQuery } from './geneActionTypes';
import { storeSearchParams } from './storedSearchParams';

// The platform menu and the sequence dialog load when first opened: their menu, dialog and form code would
// otherwise come with every gene results page.
const MicroarrayPlatformMenu = lazy(() => import('./MicroarrayPlatformMenu').then((module) => ({ default: module.MicroarrayPlatformMenu })));
const SequenceModal = lazy(() => import('../sequences/SequenceModal').then((module) => ({ default: module.SequenceModal })));

export const NO_GENES_SELECTED = 'No genes selected';
export const STORAGE_REFUSED = 'The browser refused to store the request. Free some site storage and try again.';

interface GeneActionsProps {
  selectedRows: readonly GeneActionRow[];
  /** Every row of the result, so the sequence modal can say how many of them are selected. */
  allRows: readonly GeneActionRow[];
  query: GeneActionsQuery;
}

type Problem = typeof NO_GENES_SELECTED | typeof STORAGE_REFUSED;

/**
 * 001 §2.3 gene actions on the selected gene results. Each needs a selection (001 §5, 'No genes selected', shown
 * here rather than in a window alert); the list actions hand their parameters to the results page through local
 * storage, and 'Get Sequences' opens the sequence modal.
 */
export function GeneActions({ selectedRows, allRows, query }: GeneActionsProps) {
  const navigate = useNavigate();
  const [problem, setProblem] = useState<Problem | undefined>(undefined);
  // Counts the warnings, so a repeated click shows the message anew and screen readers announce it again.
  const [problemCount, setProblemCount] = useState(0);
  const [sequencesOpen, setSequencesOpen] = useState(false);
  const [platformAnchor, setPlatformAnchor] = useState<HTMLElement | null>(null);
  // Mounted from its first opening on, so that closing it plays its transition.
  const [platformMenuUsed, setPlatformMenuUsed] = useState(false);
  const hasSelection = selectedRows.length > 0;

  // The warning is about an empty selection: selecting a gene answers it, and it stays gone if the selection empties
  // again (adjusted while rendering, as React advises for state that follows a prop).
  const [hadSelection, setHadSelection] = useState(hasSelection);
  if (hadSelection !== hasSelection) {
    setHadSelection(hasSelection);
    if (hasSelection && problem === NO_GENES_SELECTED) setProblem(undefined);
  }

  const warn = (message: Problem) => {
    setProblem(message);
    setProblemCount((count) => count + 1);
  };

  /** Runs the action when genes are selected, else says so. */
  const withSelection = (action: () => void) => () => {
    if (!hasSelection) {
      warn(NO_GENES_SELECTED);
      return;
    }
    setProblem(undefined);
    action();
  };

  const openResults = (category: GeneActionCategory, params: unknown) => {
    let key: string;
    try {
      key = storeSearchParams(params);
    } catch {
      warn(STORAGE_REFUSED);
      return;
    }
    void navigate(geneActionResultsUrl(category, key));
  };

  const choosePlatform = (platform: MicroarrayPlatform) => {
    setPlatformAnchor(null);
    openResults('microarray', microarrayParams(selectedRows, platform));
  };

  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Stack role="group" aria-label="Gene actions" direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={withSelection(() => openResults('annotations', annotationParams('go', selectedRows)))}>
          Get GO Annotations
        </Button>
        <Button variant="outlined" size="small" onClick={withSelection(() => openResults('annotations', annotationParams('po', selectedRows)))}>
          Get PO Annotations
        </Button>
        <Button variant="outlined" size="small" onClick={withSelection(() => setSequencesOpen(true))}>
          Get Sequences
        </Button>
        <Button variant="outlined" size="small" onClick={withSelection(() => openResults('descriptions', locusListParams(selectedRows)))}>
          Get Gene Descriptions
        </Button>
        <Button variant="outlined" size="small" onClick={withSelection(() => openResults('locus_history', locusListParams(selectedRows)))}>
          Get Locus History
        </Button>
        <Button
          variant="outlined"
          size="small"
          aria-haspopup="menu"
          aria-expanded={platformAnchor !== null}
          onClick={(event: MouseEvent<HTMLElement>) => {
            const anchor = event.currentTarget;
            withSelection(() => {
              setPlatformMenuUsed(true);
              setPlatformAnchor(anchor);
            })();
          }}
        >
          Get Microarray Elements
        </Button>
      </Stack>
      {problem && (
        <Alert key={problemCount} severity="warning" onClose={() => setProblem(undefined)}>
          {problem}
        </Alert>
      )}
      <Suspense fallback={null}>
        {platformMenuUsed && <MicroarrayPlatformMenu anchor={platformAnchor} onClose={() => setPlatformAnchor(null)} onChoose={choosePlatform} />}
        {sequencesOpen && (
          <SequenceModal
            open
            onClose={() => setSequencesOpen(false)}
            rows={selectedRows}
            totalRows={allRows.length}
            queryParams={query.params}
          />
        )}
      </Suspense>
    </Stack>
  );
}
