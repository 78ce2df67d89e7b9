import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { GeneActionRow } from '../geneActions/geneActionTypes';
import { openSequencesViewer } from './openSequencesViewer';
import { SequenceFormatField } from './SequenceFormatField';
import { SequenceSourceFields } from './SequenceSourceFields';
import { effectiveFormat, formatChoiceOpen, queryMatchAvailable, sequenceRequest } from './sequenceModalRules';
import {
  DEFAULT_DATASET,
  FLANK_LENGTHS,
  type FlankLength,
  type SequenceDataset,
  type SequenceFormat,
} from './sequenceSources';

export const STORAGE_REFUSED_TEXT = 'The browser refused to store the request, so the sequences cannot be opened. Free some site storage and try again.';

interface SequenceModalProps {
  open: boolean;
  onClose: () => void;
  /** The selected gene results; the modal is only opened with at least one. */
  rows: readonly GeneActionRow[];
  /** How many gene results there are in all. */
  totalRows: number;
  /** The parameters of the query the results came from (the genes form's gene criteria, or a general search). */
  queryParams: unknown;
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** 001 §2.4: choose the source, length and format of the sequences of the selected genes, then open the FASTA viewer. */
export function SequenceModal({ open, onClose, rows, totalRows, queryParams }: SequenceModalProps) {
  const titleId = useId();
  const navigate = useNavigate();
  const [dataset, setDataset] = useState<SequenceDataset>(DEFAULT_DATASET);
  const [chosenFormat, setChosenFormat] = useState<SequenceFormat>('one_per_locus');
  const [flank, setFlank] = useState<FlankLength>(FLANK_LENGTHS[0]);
  const [storageRefused, setStorageRefused] = useState(false);
  // What the rules allow is shown, not what was last clicked: a closed choice shows 'one per locus' checked.
  const format = effectiveFormat(dataset, chosenFormat, queryParams);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    try {
      openSequencesViewer(sequenceRequest(rows, queryParams, { dataset, format, flank }), (url) => void navigate(url));
    } catch {
      setStorageRefused(true);
      return;
    }
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <form onSubmit={submit} noValidate>
        <DialogTitle component="h2" id={titleId}>
          Get Sequences
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5}>
            <DialogContentText>
              {plural(rows.length, 'gene')} of {totalRows} selected. Their sequences open as FASTA text in a new tab.
            </DialogContentText>
            <SequenceSourceFields dataset={dataset} flank={flank} onDatasetChange={setDataset} onFlankChange={setFlank} topGap={1} />
            <SequenceFormatField
              value={format}
              onChange={setChosenFormat}
              choiceOpen={formatChoiceOpen(dataset)}
              queryMatchAvailable={queryMatchAvailable(queryParams)}
            />
            {storageRefused && <Alert severity="error">{STORAGE_REFUSED_TEXT}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            Get Sequences
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
