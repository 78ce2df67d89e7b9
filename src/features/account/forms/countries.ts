// 000 §2.5: the registration form's country list, 30 entries: the 29 countries with the most Arabidopsis
// researchers, then 'Other'. United States is the default.

export const DEFAULT_COUNTRY = 'United States';
export const OTHER_COUNTRY = 'Other';

export const COUNTRIES: readonly string[] = [
  'United States',
  'Canada',
  'China',
  'Germany',
  'United Kingdom',
  'France',
  'Japan',
  'Netherlands',
  'Spain',
  'Italy',
  'Switzerland',
  'Belgium',
  'Sweden',
  'Australia',
  'India',
  'South Korea',
  'Brazil',
  'Austria',
  'Denmark',
  'Israel',
  'Czech Republic',
  'Poland',
  'Finland',
  'Norway',
  'Mexico',
  'Taiwan',
  'Argentina',
  'New Zealand',
  'Singapore',
  OTHER_COUNTRY,
];
