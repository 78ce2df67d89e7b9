import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { COUNTRIES } from './countries';
import { NOT_APPLICABLE, initialStateFor, regionsOf } from './regions';

interface CountryStateFieldsProps {
  countryName: string;
  stateName: string;
  countryLabel?: string;
  stateLabel?: string;
}

const withValue = (options: readonly string[], value: string) => (value && !options.includes(value) ? [...options, value] : options);

/**
 * 000 §2.5: the country dropdown and the state that goes with it. The United States offers its states and Canada
 * its provinces and territories; any other country has the state 'N/A' (Not Applicable), shown but not
 * editable. A value a record already holds that is not in a list stays selectable, so editing never loses it.
 */
export function CountryStateFields({ countryName, stateName, countryLabel = 'Country', stateLabel = 'State' }: CountryStateFieldsProps) {
  const countryId = useId();
  const stateId = useId();
  const { control, setValue, clearErrors } = useFormContext();
  const country = useController({ control, name: countryName });
  const state = useController({ control, name: stateName });
  const countryValue = typeof country.field.value === 'string' ? country.field.value : '';
  const stateValue = typeof state.field.value === 'string' ? state.field.value : '';
  const regions = regionsOf(countryValue);
  const regionCodes = regions?.map((region) => region.code) ?? [];

  const countryField = (
    <TextField
      select
      fullWidth
      required
      id={countryId}
      name={country.field.name}
      label={countryLabel}
      value={countryValue}
      onChange={(event) => {
        country.field.onChange(event.target.value);
        setValue(stateName, initialStateFor(event.target.value));
        clearErrors([countryName, stateName]);
      }}
      onBlur={country.field.onBlur}
      inputRef={country.field.ref}
      error={Boolean(country.fieldState.error)}
      helperText={country.fieldState.error?.message}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {countryValue === '' && (
        <option value="" disabled>
          Select a country
        </option>
      )}
      {withValue(COUNTRIES, countryValue).map((name) => (
        <option key={name} value={name}>
          {name}
        </option>
      ))}
    </TextField>
  );

  const stateField = regions ? (
    <TextField
      select
      fullWidth
      required
      id={stateId}
      name={state.field.name}
      label={stateLabel}
      value={stateValue}
      onChange={(event) => {
        state.field.onChange(event.target.value);
        clearErrors(stateName);
      }}
      onBlur={state.field.onBlur}
      inputRef={state.field.ref}
      error={Boolean(state.fieldState.error)}
      helperText={state.fieldState.error?.message ?? (countryValue === 'Canada' ? 'Province or territory' : undefined)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{countryValue === 'Canada' ? 'Select a province or territory' : 'Select a state'}</option>
      {regions.map((region) => (
        <option key={region.code} value={region.code}>
          {region.name}
        </option>
      ))}
      {stateValue && !regionCodes.includes(stateValue) && <option value={stateValue}>{stateValue}</option>}
    </TextField>
  ) : (
    <TextField
      fullWidth
      id={stateId}
      name={state.field.name}
      label={stateLabel}
      value={stateValue || NOT_APPLICABLE}
      inputRef={state.field.ref}
      error={Boolean(state.fieldState.error)}
      helperText={state.fieldState.error?.message ?? (stateValue === NOT_APPLICABLE || !stateValue ? 'Not Applicable' : undefined)}
      slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
    />
  );

  return (
    <>
      {countryField}
      {stateField}
    </>
  );
}
