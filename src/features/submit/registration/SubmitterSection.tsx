import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FormSection } from '../../account/forms/FormSection';
import type { SubmitterInfo } from './detailRules';

const fields: { name: keyof SubmitterInfo; label: string }[] = [
  { name: 'firstName', label: 'First name' },
  { name: 'lastName', label: 'Last name' },
  { name: 'email', label: 'Email address' },
  { name: 'institution', label: 'Institution' },
];

/**
 * Who submits: the member's profile, shown and not edited. The server names the submitter from the logged-in account
 * whatever the form sends, so an editable field would only suggest that curators see what was typed.
 */
export function SubmitterSection({ value }: { value: SubmitterInfo }) {
  return (
    <FormSection title="Submitted by">
      <Typography id="submitter-note" color="text.secondary">
        Curators see the name and e-mail address of your account. To change them, edit your profile.
      </Typography>
      {fields.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={field.label}
          value={value[field.name]}
          slotProps={{ input: { readOnly: true }, htmlInput: { 'aria-describedby': 'submitter-note' } }}
          fullWidth
        />
      ))}
    </FormSection>
  );
}
