import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { Notice } from '../../../ui/Notice';
import { PageBreadcrumbs } from '../../../ui/PageBreadcrumbs';
import { FastaText } from '../../search/sequences/FastaText';
import { fetchSequences, SEQUENCES_FAILED, SequencesError } from '../../search/sequences/fetchSequences';
import { SequenceFormatField } from '../../search/sequences/SequenceFormatField';
import { SequenceSourceFields } from '../../search/sequences/SequenceSourceFields';
import { formatChoiceOpen } from '../../search/sequences/sequenceModalRules';
import { DEFAULT_DATASET } from '../../search/sequences/sequenceSources';
import { idsTextFromRoute, idsWithoutSequences, parseIds } from './bulkIds';
import {
  BULK_SPECIES,
  bulkFormat,
  bulkQueryMatchAvailable,
  bulkRequests,
  DEFAULT_SPECIES,
  QUERY_MATCH_NEEDS_MODELS,
  type BulkChoice,
  type BulkSpecies,
} from './bulkRequests';

export const BULK_TITLE = 'Bulk Data Retrieval';
export const INTRON_HELP =
  'An intron ID is the gene model ID with a suffix and -N: AT1G01010.1-1 is the first intron of the gene model AT1G01010.1.';
export const FLANK_HELP = 'Upstream, downstream and intergenic results are relative to the locus only, not to each gene model.';

const initialChoice: BulkChoice = { species: DEFAULT_SPECIES, dataset: DEFAULT_DATASET, format: 'one_per_locus', flank: 1000 };

interface Answer {
  fasta: string;
  missing: string[];
}

async function retrieve(ids: string[], choice: BulkChoice): Promise<Answer> {
  const planned = bulkRequests(ids, choice);
  if ('problem' in planned) throw new SequencesError(planned.problem);
  const texts = await Promise.all(planned.requests.map(fetchSequences));
  const fasta = texts.join('');
  return { fasta, missing: idsWithoutSequences(ids, fasta) };
}

/**
 * 001 §2.8: the sequences of a list of loci or gene models — the page the detail pages' 'Get Sequences' opens with
 * their ids in the address. The answer shows below the form, with copy and download, so the list stays at hand for
 * the next source.
 */
export function BulkRetrievalPage() {
  const { ids: routeIds } = useParams();
  const initialText = idsTextFromRoute(routeIds);
  useEffect(() => {
    document.title = BULK_TITLE;
  }, []);
  // Another address (another locus's 'Get Sequences') starts afresh.
  return <BulkRetrieval key={initialText} initialText={initialText} />;
}

function BulkRetrieval({ initialText }: { initialText: string }) {
  const [idsText, setIdsText] = useState(initialText);
  const [choice, setChoice] = useState<BulkChoice>(initialChoice);
  const retrieval = useMutation({ mutationFn: ({ ids, chosen }: { ids: string[]; chosen: BulkChoice }) => retrieve(ids, chosen) });
  const helpId = useId();
  const ids = parseIds(idsText);
  const format = bulkFormat(choice, ids);
  const update = (change: Partial<BulkChoice>) => setChoice((current) => ({ ...current, ...change }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    retrieval.mutate({ ids, chosen: { ...choice, format } });
  };
  const reset = () => {
    setIdsText(initialText);
    setChoice(initialChoice);
    retrieval.reset();
  };

  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <PageBreadcrumbs crumbs={[{ label: 'Home', to: '/' }, { label: 'Tools', to: '/tools/overview' }, { label: BULK_TITLE }]} />
      <Typography variant="h4" component="h1">
        {BULK_TITLE}
      </Typography>
      <Typography>Get the sequences of many loci or gene models at once, as FASTA text to copy or download.</Typography>
      <Stack component="form" spacing={2.5} onSubmit={submit} onReset={reset} noValidate aria-describedby={helpId} sx={{ maxWidth: 720 }}>
        <TextField
          label="Locus or gene model IDs, one per line"
          name="ids"
          multiline
          minRows={6}
          maxRows={16}
          value={idsText}
          onChange={(event) => setIdsText(event.target.value)}
          helperText={`${ids.length.toLocaleString('en-US')} ${ids.length === 1 ? 'ID' : 'IDs'}, for example AT1G01010 or AT1G01010.1`}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
        />
        <TextField
          select
          label="Dataset"
          name="species"
          value={choice.species}
          onChange={(event) => update({ species: event.target.value as BulkSpecies })}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {BULK_SPECIES.map((species) => (
            <option key={species.value} value={species.value}>
              {species.label}
            </option>
          ))}
        </TextField>
        <SequenceSourceFields
          dataset={choice.dataset}
          flank={choice.flank}
          onDatasetChange={(dataset) => update({ dataset })}
          onFlankChange={(flank) => update({ flank })}
        />
        <SequenceFormatField
          value={format}
          onChange={(chosen) => update({ format: chosen })}
          choiceOpen={formatChoiceOpen(choice.dataset)}
          queryMatchAvailable={bulkQueryMatchAvailable(choice.dataset, ids)}
          queryMatchNote={QUERY_MATCH_NEEDS_MODELS}
        />
        <Stack id={helpId} spacing={0.5}>
          <Typography variant="body2">{INTRON_HELP}</Typography>
          <Typography variant="body2">{FLANK_HELP}</Typography>
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={retrieval.isPending}>
            Get Sequences
          </Button>
          <Button type="reset" variant="outlined">
            Reset
          </Button>
        </Stack>
      </Stack>
      <BulkAnswer retrieval={retrieval} />
    </Stack>
  );
}

function BulkAnswer({ retrieval }: { retrieval: { isPending: boolean; isError: boolean; error: unknown; data?: Answer } }) {
  if (retrieval.isPending) return <Typography role="status">Loading ....</Typography>;
  if (retrieval.isError) return <Notice tone="error">{retrieval.error instanceof SequencesError ? retrieval.error.message : SEQUENCES_FAILED}</Notice>;
  if (!retrieval.data) return null;
  const { fasta, missing } = retrieval.data;
  return (
    <Stack spacing={1.5} component="section" aria-label="Sequences">
      {missing.length > 0 && <Notice tone="warning">No sequences in this source for: {missing.join(', ')}</Notice>}
      <FastaText text={fasta} />
    </Stack>
  );
}
