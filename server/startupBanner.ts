// What `npm start` prints once the server listens: where the portal is and how to sign in to it.

/** The lines printed at start: the portal's URL (or the API's, without the front end) and what to try first. */
export function startupBanner(origin: string, servesFrontEnd: boolean): string {
  const lines = servesFrontEnd
    ? [`The portal is running at ${origin}/`, `  API: ${origin}/api/ (e.g. ${origin}/api/detail/locus/name?name=AT1G01010)`]
    : [`API server: ${origin}/api/ (e.g. ${origin}/api/detail/locus/name?name=AT1G01010)`];
  lines.push(`  Try a gene page: ${origin}/locus?name=AT1G01010`);
  return lines.join('\n');
}
