import type { PersonDetails } from '../../api/personDetails';

/**
 * The postal address as the lines it is shown in: the street address (000 §5: stored with backslash line
 * separators), then 'City, Region Postal code', then the country. Empty parts are left out.
 */
export function addressLines(details: PersonDetails): string[] {
  const street = (details.ADDRESS ?? '').split(/\\|\r?\n/).map((line) => line.trim());
  const regionAndCode = [details.REGION, details.POSTAL_CODE].map((part) => part?.trim() ?? '').filter(Boolean).join(' ');
  const cityLine = [details.CITY?.trim() ?? '', regionAndCode].filter(Boolean).join(', ');
  return [...street, cityLine, details.COUNTRY?.trim() ?? ''].filter(Boolean);
}
