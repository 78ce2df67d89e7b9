// The call behind Recently Added Literature (002 §7): a publication search the page sends and the server keeps an
// answer for, so both sides build it here.

/** 002 §9: the call asks for at most 10,000 rows. */
export const RECENT_ROWS_LIMIT = 10_000;
export const PUBLICATION_SEARCH = 'search/publication';

/** 002 §7: this year's publications, the years sent as rows of searchTerms. */
export function recentLiteratureRequest(year: number) {
  return { searchTerms: [{ year_from: year }, { year_to: year }], rowsLimit: RECENT_ROWS_LIMIT };
}
