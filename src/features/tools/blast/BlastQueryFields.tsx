import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { toolDatasetSizesQuery } from '../../../api/toolDatasets';
import { datasetDescription } from '../datasetDescription';
import { QUERY_INPUT_CHOICES } from './blastChoices';
import { datasetsForProgram } from './blastFormModel';
import { BLAST_PROGRAMS, blastProgram, isBlastProgram } from './blastPrograms';
import { MAX_QUERY_RESIDUES } from './blastQueryCheck';
import { ChoiceSelect } from './ChoiceSelect';
import type { BlastFormState } from './useBlastForm';

export const QUERY_FIELD_ID = 'blast-QueryText';

const queryHint = (textbox: 'seq' | 'locus') =>
  textbox === 'locus'
    ? 'AGI locus or gene model IDs, one per line (for example AT1G01010 or AT1G01010.1); their sequences from the chosen dataset are the query.'
    : `A raw sequence or one or more FASTA records, at most ${MAX_QUERY_RESIDUES.toLocaleString('en-US')} residues in all; spaces and numbers are ignored.`;

/** Program, dataset and query: what every BLAST run needs. */
export function BlastQueryFields({ form }: { form: BlastFormState }) {
  const { values, problems, setText, setProgram } = form;
  const datasets = datasetsForProgram(values.algorithm).map((dataset) => ({ value: dataset.id, label: dataset.label }));
  const programs = BLAST_PROGRAMS.map((program) => ({ value: program.id, label: program.id }));
  // What the chosen dataset holds, said beside it: the 3' UTRs of the default are a small part of each gene.
  const sizes = useQuery(toolDatasetSizesQuery()).data;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <ChoiceSelect
          name="algorithm"
          label="Program"
          value={values.algorithm}
          choices={programs}
          onChange={(value) => isBlastProgram(value) && setProgram(value)}
          hint={blastProgram(values.algorithm).summary}
        />
        <ChoiceSelect
          name="BlastTargetSet"
          label="Dataset"
          value={values.BlastTargetSet}
          choices={datasets}
          onChange={(value) => setText('BlastTargetSet', value)}
          hint={datasetDescription(values.BlastTargetSet, sizes?.[values.BlastTargetSet])}
        />
      </Box>
      <FormControl component="fieldset">
        <FormLabel component="legend" id="blast-textbox-label">
          Query input
        </FormLabel>
        <RadioGroup row name="textbox" aria-labelledby="blast-textbox-label" value={values.textbox} onChange={(event) => setText('textbox', event.target.value)}>
          {QUERY_INPUT_CHOICES.map((choice) => (
            <FormControlLabel key={choice.value} value={choice.value} control={<Radio size="small" />} label={choice.label} />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        id={QUERY_FIELD_ID}
        name="QueryText"
        label={values.textbox === 'locus' ? 'Locus or gene model IDs' : 'Query sequence'}
        value={values.QueryText}
        onChange={(event) => setText('QueryText', event.target.value)}
        multiline
        minRows={6}
        maxRows={16}
        fullWidth
        error={problems.QueryText !== undefined}
        helperText={problems.QueryText ?? queryHint(values.textbox)}
        sx={{ '& textarea': { fontFamily: 'monospace' } }}
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', autoCorrect: 'off' } }}
      />
    </Box>
  );
}
