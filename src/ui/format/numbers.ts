/**
 * How numbers print in every table and record of the portal. A quantity (a length, a count, a weight, a position)
 * groups its thousands: 1,234,567. A number that names something (a year, a PubMed ID, a stock number) prints its
 * digits as written: 2026, never 2,026.
 */

const quantityFormats = new Map<number, Intl.NumberFormat>();

function quantityFormat(maximumFractionDigits: number): Intl.NumberFormat {
  let format = quantityFormats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { maximumFractionDigits });
    quantityFormats.set(maximumFractionDigits, format);
  }
  return format;
}

const asText = (value: unknown): string => (value === null || value === undefined || typeof value === 'object' ? '' : String(value).trim());

/** A quantity with its thousands grouped; text that is no number is returned as it is. */
export function formatQuantity(value: unknown, maximumFractionDigits = 3): string {
  const text = asText(value);
  const number = typeof value === 'number' ? value : Number(text.replace(/,/g, ''));
  return text !== '' && Number.isFinite(number) ? quantityFormat(maximumFractionDigits).format(number) : text;
}

/** A year (or any number that names something): its digits, never grouped. */
export function formatYear(value: unknown): string {
  return asText(value);
}
