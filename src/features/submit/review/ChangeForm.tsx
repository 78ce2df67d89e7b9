import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ASSOCIATED_LOCI_CHOICES, needsPhenotypeClass } from '../registration/detailRules';
import { SYMBOL_TYPES, normalizeSymbol } from '../registration/symbolRules';
import type { ReviewSubmission, SymbolChanges } from './reviewApi';
import { changesOf, editErrors, editValuesOf, type EditValues } from './reviewRules';

/**
 * A curator's edit of a submission before approving it: the symbol fields, checked by the registration rules;
 * errors show once Save and approve is pressed, each under its field.
 */
export function ChangeForm({ submission, busy, onSubmit, onCancel }: {
  submission: ReviewSubmission;
  busy: boolean;
  onSubmit: (changes: SymbolChanges) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [values, setValues] = useState<EditValues>(() => editValuesOf(submission));
  const [tried, setTried] = useState(false);
  const first = useRef<HTMLInputElement>(null);
  // The Change button that opened this form is gone: the first field takes the focus in its place.
  useEffect(() => first.current?.focus(), []);
  const errors = tried ? editErrors(values) : {};
  const set = (field: keyof EditValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: field === 'geneClassSymbol' ? normalizeSymbol(event.target.value) : event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(editErrors(values)).length > 0) return;
    onSubmit(changesOf(submission, values));
  };

  const field = (name: keyof EditValues) => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: set(name),
    error: Boolean(errors[name]),
    helperText: errors[name],
    fullWidth: true,
    size: 'small' as const,
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={`Change ${submission.geneClassSymbol}`} sx={{ display: 'grid', gap: 2, mt: 1 }}>
      <TextField {...field('geneClassSymbol')} label="Gene class symbol" required inputRef={first} slotProps={{ htmlInput: { maxLength: 5, autoComplete: 'off' } }} />
      <TextField {...field('symbolType')} label="Symbol type" required select>
        {SYMBOL_TYPES.map((type) => (
          <MenuItem key={type.value} value={type.value}>
            {type.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...field('fullName')} label="Full name" required />
      {needsPhenotypeClass(values.symbolType) && <TextField {...field('phenotypeClass')} label="Phenotype class" required />}
      <TextField {...field('additionalDetails')} label="Additional details" multiline minRows={2} />
      <TextField {...field('numberOfAssociatedLoci')} label="Number of associated loci" required select>
        {ASSOCIATED_LOCI_CHOICES.map((choice) => (
          <MenuItem key={choice.value} value={choice.value}>
            {choice.label}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={busy}>
          Save and approve
        </Button>
        <Button type="button" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </Box>
    </Box>
  );
}
