import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';

/** A yes/no choice of a form (held as a boolean; the page turns it into the flag the server expects). */
export function FlagCheckbox({ name, label, description }: { name: string; label: string; description: string }) {
  const descriptionId = useId();
  const { control } = useFormContext();
  const { field } = useController({ control, name });

  return (
    <Box>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            slotProps={{ input: { 'aria-describedby': descriptionId, ref: field.ref } }}
          />
        }
      />
      <Typography id={descriptionId} variant="body2" color="text.secondary" sx={{ ml: 4, mt: -0.5 }}>
        {description}
      </Typography>
    </Box>
  );
}
