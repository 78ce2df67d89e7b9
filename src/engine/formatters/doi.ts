// DOIs (e.g. 10.1105/tpc.19.00012) contain slashes that are part of the name: the resolver's URL keeps them, and
// encodes everything else in each part.

/** The doi.org address of a DOI (a leading 'doi:' or resolver URL is dropped); '' when there is no DOI. */
export function doiUrl(value: unknown): string {
  if (typeof value !== 'string') return '';
  const doi = value.trim().replace(/^(?:doi:|https?:\/\/(?:dx\.)?doi\.org\/)/i, '');
  if (!/^10\.\d+\/\S+$/.test(doi)) return '';
  return `https://doi.org/${doi.split('/').map(encodeURIComponent).join('/')}`;
}
