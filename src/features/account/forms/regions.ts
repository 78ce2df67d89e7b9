// 000 §2.5: the states of the United States (with the District of Columbia) and the provinces and territories of
// Canada, offered as dropdowns; any other country has none, and its state is 'N/A' (Not Applicable). Values are
// the two-letter postal codes, as person and organization records store them ('CA', 'OH').

export interface Region {
  code: string;
  name: string;
}

/** The state of a country without states or provinces; the server stores no region for it. */
export const NOT_APPLICABLE = 'N/A';

const regionList = (pairs: readonly (readonly [string, string])[]): readonly Region[] => pairs.map(([code, name]) => ({ code, name }));

export const US_STATES: readonly Region[] = regionList([
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'],
  ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'],
  ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'],
  ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'],
  ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'],
  ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'],
  ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
]);

export const CANADIAN_PROVINCES: readonly Region[] = regionList([
  ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'], ['NT', 'Northwest Territories'], ['NS', 'Nova Scotia'], ['NU', 'Nunavut'],
  ['ON', 'Ontario'], ['PE', 'Prince Edward Island'], ['QC', 'Quebec'], ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
]);

/** The regions a country's state is chosen from, or null when it has none (its state is then 'N/A'). */
export function regionsOf(country: string): readonly Region[] | null {
  if (country === 'United States') return US_STATES;
  if (country === 'Canada') return CANADIAN_PROVINCES;
  return null;
}

/** The state a form starts with after the country changes: to be chosen, or 'N/A'. */
export const initialStateFor = (country: string) => (regionsOf(country) ? '' : NOT_APPLICABLE);
