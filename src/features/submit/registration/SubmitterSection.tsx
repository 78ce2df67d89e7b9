import TextField from '@mui/material/TextField';
import { FormSection } from '../../account/forms/FormSection';
import type { SubmitterInfo } from './detailRules';

const fields: { name: keyof SubmitterInfo; label: string; autoComplete: string; type?: string }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { name: 'email', label: 'Email address', autoComplete: 'email', type: 'email' },
  { name: 'institution', label: 'Institution', autoComplete: 'organization' },
];

/** Who submits: filled from the member's profile, editable (a curator may need another way to reach them). */
export function SubmitterSection({ value, onChange }: { value: SubmitterInfo; onChange: (value: SubmitterInfo) => void }) {
  return (
    <FormSection title="Submitted by">
      {fields.map((field) => (
        <TextField
          key={field.name}
          name={field.name}
          label={field.label}
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete}
          value={value[field.name]}
          onChange={(event) => onChange({ ...value, [field.name]: event.target.value })}
          fullWidth
        />
      ))}
    </FormSection>
  );
}
