import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EXPECTATION_CHOICES,
  EXTEND_PENALTY_CHOICES,
  EXTENSION_THRESHOLD_CHOICES,
  GENETIC_CODE_CHOICES,
  MATRIX_CHOICES,
  MAX_ALIGNMENTS_CHOICES,
  MAX_SCORES_CHOICES,
  NUCLEIC_MATCH_CHOICES,
  NUCLEIC_MISMATCH_CHOICES,
  OPEN_PENALTY_CHOICES,
  REPLY_FORMAT_CHOICES,
  REPLY_VIA_CHOICES,
  wordSizeChoices,
} from './blastChoices';
import { ChoiceSelect } from './ChoiceSelect';
import type { BlastFormState } from './useBlastForm';

export const REPLY_TO_FIELD_ID = 'blast-ReplyTo';

/** The tools service keeps comments of at most this many characters. */
const MAX_COMMENT_LENGTH = 1_000;

const grid = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } } as const;

function Group({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 700, mb: 1.5 }}>
        {heading}
      </Typography>
      <Box sx={grid}>{children}</Box>
    </Box>
  );
}

/** The settings most runs leave alone (001 §3.4), all posted with the form whether shown or not. */
export function BlastAdvancedOptions({ form }: { form: BlastFormState }) {
  const { values, problems, setText, setFlag } = form;
  const blastn = values.algorithm === 'blastn';
  return (
    <Box sx={{ display: 'grid', gap: 3, pt: 1 }}>
      <Group heading="Scoring">
        <ChoiceSelect
          name="Matrix"
          label="Matrix"
          value={values.Matrix}
          choices={MATRIX_CHOICES}
          onChange={(value) => setText('Matrix', value)}
          hint={blastn ? 'blastn scores with the match and mismatch scores instead.' : undefined}
        />
        <ChoiceSelect name="NucleicMatch" label="Nucleotide match score" value={values.NucleicMatch} choices={NUCLEIC_MATCH_CHOICES} onChange={(value) => setText('NucleicMatch', value)} />
        <ChoiceSelect name="NucleicMismatch" label="Nucleotide mismatch score" value={values.NucleicMismatch} choices={NUCLEIC_MISMATCH_CHOICES} onChange={(value) => setText('NucleicMismatch', value)} />
        <ChoiceSelect name="OpenPenalty" label="Gap opening penalty" value={values.OpenPenalty} choices={OPEN_PENALTY_CHOICES} onChange={(value) => setText('OpenPenalty', value)} />
        <ChoiceSelect
          name="ExtendPenalty"
          label="Gap extension penalty"
          value={values.ExtendPenalty}
          choices={EXTEND_PENALTY_CHOICES}
          onChange={(value) => setText('ExtendPenalty', value)}
          hint="Each matrix and each pair of match and mismatch scores allows only some gap penalties; BLAST names them when a pair is refused."
        />
        <ChoiceSelect name="Expectation" label="Expectation (E) threshold" value={values.Expectation} choices={EXPECTATION_CHOICES} onChange={(value) => setText('Expectation', value)} />
      </Group>
      <Group heading="Search">
        <ChoiceSelect name="WordSize" label="Word size" value={values.WordSize} choices={wordSizeChoices(values.algorithm)} onChange={(value) => setText('WordSize', value)} />
        <ChoiceSelect
          name="ExtensionThreshold"
          label="Extension threshold"
          value={values.ExtensionThreshold}
          choices={EXTENSION_THRESHOLD_CHOICES}
          onChange={(value) => setText('ExtensionThreshold', value)}
          hint={blastn ? 'Used by the protein and translated searches only.' : undefined}
        />
        <ChoiceSelect name="QueryGeneticCode" label="Query genetic code" value={values.QueryGeneticCode} choices={GENETIC_CODE_CHOICES} onChange={(value) => setText('QueryGeneticCode', value)} />
        <FormControlLabel
          control={<Checkbox size="small" checked={values.QueryFilter} onChange={(event) => setFlag('QueryFilter', event.target.checked)} />}
          label="Filter low-complexity regions of the query"
        />
        <FormControlLabel
          control={<Checkbox size="small" checked={values.GappedAlignment} onChange={(event) => setFlag('GappedAlignment', event.target.checked)} />}
          label="Gapped alignment"
        />
      </Group>
      <Group heading="Output">
        <ChoiceSelect name="MaxScores" label="Maximum scores shown" value={values.MaxScores} choices={MAX_SCORES_CHOICES} onChange={(value) => setText('MaxScores', value)} />
        <ChoiceSelect name="MaxAlignments" label="Maximum alignments shown" value={values.MaxAlignments} choices={MAX_ALIGNMENTS_CHOICES} onChange={(value) => setText('MaxAlignments', value)} />
        <ChoiceSelect name="ReplyFormat" label="Reply format" value={values.ReplyFormat} choices={REPLY_FORMAT_CHOICES} onChange={(value) => setText('ReplyFormat', value)} />
        <ChoiceSelect name="ReplyVia" label="Reply by" value={values.ReplyVia} choices={REPLY_VIA_CHOICES} onChange={(value) => setText('ReplyVia', value)} />
        <TextField
          id={REPLY_TO_FIELD_ID}
          name="ReplyTo"
          type="email"
          size="small"
          label="Reply to (e-mail address)"
          value={values.ReplyTo}
          onChange={(event) => setText('ReplyTo', event.target.value)}
          error={problems.ReplyTo !== undefined}
          helperText={problems.ReplyTo ?? 'Needed when the reply comes by e-mail.'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          id="blast-Comment"
          name="Comment"
          size="small"
          label="Comment"
          value={values.Comment}
          onChange={(event) => setText('Comment', event.target.value)}
          helperText="A note of your own, shown with the results."
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: MAX_COMMENT_LENGTH } }}
        />
      </Group>
    </Box>
  );
}
