import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { toolDatasetSizesQuery } from '../../../api/toolDatasets';
import { datasetDescription } from '../datasetDescription';
import { FIELD_IDS } from './fieldIds';
import { databasesOf, type SequenceClass } from './patmatchDatabases';
import { STRANDS, type PatmatchValues, type Strand } from './patmatchForm';

const SEQUENCE_CLASSES: readonly { value: SequenceClass; label: string }[] = [
  { value: 'nucleotide', label: 'Nucleotide' },
  { value: 'peptide', label: 'Peptide' },
];

interface Props {
  values: PatmatchValues;
  patternProblem?: string;
  onSequenceClass: (value: SequenceClass) => void;
  onDatabase: (value: string) => void;
  onPattern: (value: string) => void;
  onPatternBlur: () => void;
  onStrand: (value: Strand) => void;
}

/** What to search for and where: sequence type, database, pattern and strand. */
export function SearchTargetFields({ values, patternProblem, onSequenceClass, onDatabase, onPattern, onPatternBlur, onStrand }: Props) {
  const sizes = useQuery(toolDatasetSizesQuery()).data;
  return (
    <>
      <FormControl component="fieldset">
        <FormLabel component="legend" id="patmatch-sequence-class-label">
          Sequence type
        </FormLabel>
        <RadioGroup
          row
          name="seq_class"
          aria-labelledby="patmatch-sequence-class-label"
          value={values.sequenceClass}
          onChange={(event) => onSequenceClass(event.target.value as SequenceClass)}
        >
          {SEQUENCE_CLASSES.map((option) => (
            <FormControlLabel key={option.value} value={option.value} control={<Radio size="small" />} label={option.label} />
          ))}
        </RadioGroup>
      </FormControl>
      <TextField
        select
        id="patmatch-database"
        size="small"
        label="Database"
        value={values.database}
        onChange={(event) => onDatabase(event.target.value)}
        helperText={datasetDescription(values.database, sizes?.[values.database])}
        sx={{ maxWidth: '100%', width: 480 }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        {databasesOf(values.sequenceClass).map((database) => (
          <option key={database.id} value={database.id}>
            {database.label}
          </option>
        ))}
      </TextField>
      <TextField
        id={FIELD_IDS.pattern}
        size="small"
        label="Pattern"
        value={values.pattern}
        onChange={(event) => onPattern(event.target.value)}
        onBlur={onPatternBlur}
        error={patternProblem !== undefined}
        helperText={patternProblem ?? 'At least 3 residues; the syntax is explained below the form.'}
        autoComplete="off"
        sx={{ maxWidth: '100%', width: 480 }}
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'characters', style: { fontFamily: 'monospace' } } }}
      />
      <FormControl component="fieldset">
        <FormLabel component="legend" id="patmatch-strand-label">
          Strand
        </FormLabel>
        <RadioGroup row name="strand" aria-labelledby="patmatch-strand-label" value={values.strand} onChange={(event) => onStrand(event.target.value as Strand)}>
          {STRANDS.map((option) => (
            <FormControlLabel key={option.value} value={option.value} control={<Radio size="small" />} label={option.label} />
          ))}
        </RadioGroup>
        <FormHelperText sx={{ mx: 0 }}>Nucleotide searches only; a peptide has one strand.</FormHelperText>
      </FormControl>
    </>
  );
}
