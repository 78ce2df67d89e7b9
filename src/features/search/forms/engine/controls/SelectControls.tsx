import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { getJsonFrom } from '../../../../../api/client';
import { sideDataLocations } from '../../../../../api/sideData';
import type { FormOption } from '../../formConfig';
import { controlId, type ControlProps } from './controlProps';

type ListName = 'germplasmEcotypes' | 'polymorphismEcotypes';

/** 001 §7: a static JSON list of names, read once per page load. */
function useNamedList(name: ListName | undefined): readonly FormOption[] {
  const { data } = useQuery({
    queryKey: ['staticList', name],
    queryFn: async ({ signal }) => {
      const body = await getJsonFrom(sideDataLocations[name!], signal);
      return Array.isArray(body) ? body.filter((item): item is string => typeof item === 'string') : [];
    },
    enabled: name !== undefined,
    staleTime: Infinity,
  });
  return (data ?? []).map((item) => ({ value: item, label: item }));
}

function useChoices(control: ControlProps<'select' | 'multiSelect'>['control'], restricted: readonly FormOption[] | undefined) {
  const listed = useNamedList(control.optionsFrom);
  return restricted ?? [...(control.options ?? []), ...listed];
}

/** A drop-down list. */
export function SelectControl({ control, stateKey, value, onChange, options }: ControlProps<'select'>) {
  const choices = useChoices(control, options);
  const id = controlId(stateKey);
  return (
    <TextField
      select
      id={id}
      size="small"
      label={control.hideLabel ? undefined : control.label}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      helperText={control.hint}
      sx={{ minWidth: 140, maxWidth: '100%' }}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: control.hideLabel ? { 'aria-label': control.label } : {},
      }}
    >
      {choices.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}

/** A list box of several choices (Ctrl or Cmd adds to the choice, 001 §5). */
export function MultiSelectControl({ control, stateKey, value, onChange, options }: ControlProps<'multiSelect'>) {
  const choices = useChoices(control, options);
  const id = controlId(stateKey);
  const hintId = `${id}-hint`;
  return (
    <FormControl size="small" sx={{ minWidth: 200, maxWidth: '100%' }}>
      <FormLabel htmlFor={id} sx={{ mb: 0.5 }}>
        {control.label}
      </FormLabel>
      <Box
        component="select"
        id={id}
        multiple
        size={control.size ?? 6}
        value={Array.isArray(value) ? value : []}
        aria-describedby={control.hint ? hintId : undefined}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => onChange([...event.target.selectedOptions].map((option) => option.value))}
        sx={{ font: 'inherit', p: 0.5, borderRadius: 1, borderColor: 'grey.500', maxWidth: '100%' }}
      >
        {choices.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
      {control.hint && <FormHelperText id={hintId}>{control.hint}</FormHelperText>}
    </FormControl>
  );
}
