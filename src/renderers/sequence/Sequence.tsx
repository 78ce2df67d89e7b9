import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { RendererProps } from '../../engine/rendererProps';
import { fillText } from '../../engine/templates';
import { EmptyText } from '../../ui/EmptyText';
import { downloadFasta } from './downloadFasta';
import { SequenceLines } from './SequenceLines';
import { blastHref, cleanSequence } from './sequenceFormat';
import { COPY_FAILURE_TEXT, COPY_SUCCESS_TEXT, useClipboardCopy } from './useClipboardCopy';

/**
 * 002 §2.4 sequence section: numbered lines of 50 residues, 'Copy Sequence' (residues only), 'Send to BLAST'
 * and a FASTA download. The value is the sequence text; the FASTA header template is resolved against the record.
 */
export function Sequence({ field, value, record }: RendererProps<'sequence'>) {
  const sequence = useMemo(() => cleanSequence(value), [value]);
  const { outcome, copy } = useClipboardCopy();

  if (sequence === '') return <EmptyText text={field.empty} />;

  const header = fillText(field.fastaHeader, { item: record, record }).trim() || field.label;

  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <SequenceLines sequence={sequence} label={field.label} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={() => void copy(sequence)}>
          Copy Sequence
        </Button>
        <Button variant="outlined" size="small" component={RouterLink} to={blastHref(field.sequenceType, sequence)}>
          Send to BLAST
        </Button>
        <Button variant="outlined" size="small" onClick={() => downloadFasta(header, sequence)}>
          Download FASTA
        </Button>
      </Stack>
      {/* Always present, so that screen readers announce the feedback when it appears. */}
      <Typography
        role="status"
        variant="body2"
        sx={{ minHeight: '1.5em', color: outcome === 'failed' ? 'error.main' : 'success.main' }}
      >
        {outcome === 'copied' ? COPY_SUCCESS_TEXT : outcome === 'failed' ? COPY_FAILURE_TEXT : ''}
      </Typography>
    </Stack>
  );
}
