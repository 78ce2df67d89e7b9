import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useId, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { isEnglishText } from '../../../../contracts/accounts/fieldRules';
import { formMessages } from './formMessages';

type PassThrough = Omit<TextFieldProps, 'name' | 'label' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'id'>;

export interface FormTextFieldProps extends PassThrough {
  name: string;
  label: string;
  /** Help shown under the field while it has no error. */
  hint?: ReactNode;
  readOnly?: boolean;
  /** Fields whose error a change to this one settles (a password's confirmation). */
  clearsErrorsOf?: string[];
}

/**
 * A labelled text field of a react-hook-form form, checked by the form's resolver (the account field rules). Its error is its helper text (so the input's accessible
 * description), and the input is marked aria-invalid. 000 §5: while the text holds a character outside the
 * English set the field says so at once; the message that names the field comes on submit. An error clears as
 * soon as the field is edited, and the next submit checks again.
 */
export function FormTextField({ name, label, hint, readOnly = false, clearsErrorsOf = [], slotProps, ...props }: FormTextFieldProps) {
  const id = useId();
  const { control, clearErrors } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const message = fieldState.error?.message ?? (isEnglishText(value) ? undefined : formMessages.englishOnlyWhileTyping);

  return (
    <TextField
      fullWidth
      {...props}
      id={id}
      name={field.name}
      label={label}
      value={value}
      onChange={(event) => {
        field.onChange(event.target.value);
        clearErrors([name, ...clearsErrorsOf]);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? hint}
      slotProps={{ ...slotProps, htmlInput: { readOnly, 'aria-readonly': readOnly || undefined } }}
    />
  );
}
