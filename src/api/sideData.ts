// Where side data lives. In production these point at public object storage and the expression-image service;
// by default they are served under the API prefix (by the reference server, or by msw fixtures in mock mode).
// Typed loosely so that the module also compiles and runs outside Vite, where import.meta.env does not exist: the
// reference server's tests check these defaults against the routes it serves.
const env: Record<string, string | undefined> = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};
const trimSlash = (url: string) => url.replace(/\/$/, '');

// VITE_GENOME_BROWSER: unset or 'embedded' draws the genome-browser sections with the portal's own browser (JBrowse 2
// over the genome API, /genome-browser); an http(s) address frames that browser instead, as the spec describes.
const genomeBrowserSetting = (env.VITE_GENOME_BROWSER ?? '').trim();
/** The Araport11 JBrowse the spec frames. */
const EXTERNAL_GENOME_BROWSER = 'https://jbrowse.arabidopsis.org/index.html';
/** Whether the genome-browser sections draw the portal's own browser rather than framing an external one. */
export const genomeBrowserIsEmbedded = genomeBrowserSetting === '' || genomeBrowserSetting === 'embedded';

export const sideDataLocations = {
  /** GET {orthologStore}/{locusName}.json — PANTHER 17.0 plant orthologs. */
  orthologStore: trimSlash(env.VITE_ORTHOLOG_STORE ?? '/api/panther/orthologs'),
  /** GET {paralogStore}/{locusName}.json — PANTHER 17.0 paralogs. */
  paralogStore: trimSlash(env.VITE_PARALOG_STORE ?? '/api/panther/paralogs'),
  /** Downloads {treeId}_ortholog.txt and {treeId}_paralog.txt. */
  pantherFiles: trimSlash(env.VITE_PANTHER_FILES ?? '/api/panther/files'),
  /** 002 §7: {service}/api/efp_image/efp_{product}/{dataSource}/Absolute/{locusName}. */
  expressionService: trimSlash(env.VITE_EXPRESSION_SERVICE ?? ''),
  /** The external genome browser that the frame and its links open, when one is configured (genomeBrowserIsEmbedded). */
  genomeBrowser: trimSlash(genomeBrowserSetting === '' || genomeBrowserSetting === 'embedded' ? EXTERNAL_GENOME_BROWSER : genomeBrowserSetting),
  /** 002 §7: GET — a JSON array of microarray experiment names (Browse Microarray Experiments). */
  microarrayExperiments: env.VITE_MICROARRAY_EXPERIMENTS_LIST ?? '/api/static/microarray-experiments.json',
  /** 001 §7: GET — a JSON array of germplasm ecotype names (background ecotype options). */
  germplasmEcotypes: env.VITE_GERMPLASM_ECOTYPES_LIST ?? '/api/static/germplasm-ecotypes.json',
  /** 001 §7: GET — a JSON array of polymorphism ecotype names (polymorphic-between options). */
  polymorphismEcotypes: env.VITE_POLYMORPHISM_ECOTYPES_LIST ?? '/api/static/polymorphism-ecotypes.json',
};
