// The community form's place choices (001 §3.1 Community, §3.7): the countries, US states and Canadian provinces of
// the registration form (src/features/account/forms), so a search offers exactly the values person and
// organization records are saved with (countries by name, states and provinces by their two-letter postal code).
import { COUNTRIES, OTHER_COUNTRY } from '../../../account/forms/countries';
import { CANADIAN_PROVINCES, US_STATES } from '../../../account/forms/regions';
import type { FormOption } from '../formConfig';

const ANY: FormOption = { value: 'any', label: 'any' };

/** 'Other' is a registration answer, not a place to search for. */
export const communityCountries: FormOption[] = [ANY, ...COUNTRIES.filter((country) => country !== OTHER_COUNTRY).map((country) => ({ value: country, label: country }))];

export const communityStates: FormOption[] = [
  ANY,
  ...[...US_STATES, ...CANADIAN_PROVINCES].map((region) => ({ value: region.code, label: `${region.name} (${region.code})` })),
];
