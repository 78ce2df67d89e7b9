import type { LocusChoice, PublicationChoice } from './detailRules';

/** How a locus reads in the search's list and in the picked list: AGI code, symbol, description. */
export const locusText = (locus: LocusChoice): string =>
  [locus.name, locus.symbol && `(${locus.symbol})`, locus.description && `- ${locus.description}`].filter(Boolean).join(' ');

/** How a publication reads: title, then authors and year. */
export const publicationText = (publication: PublicationChoice): string => {
  const byline = [publication.authors, publication.year].filter(Boolean).join(', ');
  return byline ? `${publication.title} (${byline})` : publication.title;
};
