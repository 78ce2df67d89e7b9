// The Content-Security-Policy of the portal's pages. The front end loads only its own scripts, styles its pages with
// MUI/Emotion <style> elements that carry a nonce made for each response, frames the genome browser, shows the
// expression pictures and job postings through blob: URLs, and fetches JSON from the API and the side-data stores.
// Where those live is set by the front end's build settings (VITE_…, src/api/sideData.ts and src/api/client.ts);
// `npm start` builds the front end from the same environment the server reads, so the server allows exactly the
// origins the build uses.

type Env = Record<string, string | undefined>;

/**
 * VITE_GENOME_BROWSER unset or 'embedded': the pages draw the genome with the portal's own browser, which reaches
 * only this origin's API, so nothing is framed or asked elsewhere; an address: the pages frame that browser
 * (src/api/sideData.ts).
 */
const embeddedGenomeBrowser = (env: Env) => {
  const setting = env.VITE_GENOME_BROWSER?.trim() ?? '';
  return setting === '' || setting === 'embedded';
};

/** Where the pages reach, as CSP sources: 'self', an origin ('https://host') or a scheme-less 'host'. */
export interface PageSources {
  /** frame-src and connect-src: the framed external genome browser (VITE_GENOME_BROWSER); null for the portal's own. */
  genomeBrowser: string | null;
  /** img-src and connect-src: the expression-picture service (VITE_EXPRESSION_SERVICE; unset: this origin). */
  expressionService: string;
  /** connect-src: the API (VITE_API_BASE) and the side-data JSON stores. */
  dataServices: string[];
  /** form-action: the tools service the BLAST and PatMatch forms post to (VITE_TOOLS_SERVICE_URL; unset: this origin). */
  toolsService: string;
}

/** The build settings whose values the front end fetches JSON from (besides the expression service). */
const DATA_SERVICE_SETTINGS = [
  'VITE_API_BASE',
  'VITE_ORTHOLOG_STORE',
  'VITE_PARALOG_STORE',
  'VITE_MICROARRAY_EXPERIMENTS_LIST',
  'VITE_GERMPLASM_ECOTYPES_LIST',
  'VITE_POLYMORPHISM_ECOTYPES_LIST',
] as const;

const PAGE_ORIGIN = 'http://page.invalid';

const SELF = "'self'";

/**
 * The CSP source for a front-end location: 'self' when the location is on the page's own origin (a path such as
 * /api, or empty), else its origin; a protocol-relative location (//host/path) keeps the page's scheme.
 */
export function sourceOf(variable: string, value: string | undefined): string {
  const location = value?.trim() ?? '';
  if (location === '') return SELF;
  let url: URL;
  try {
    url = new URL(location, PAGE_ORIGIN);
  } catch {
    throw new Error(`Configuration: ${variable} must be a path or an http(s) URL, not "${location}".`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`Configuration: ${variable} must be a path or an http(s) URL, not "${location}".`);
  }
  if (url.origin === PAGE_ORIGIN) return SELF;
  return location.startsWith('//') ? url.host : url.origin;
}

/** Reads the front end's build settings; a value that is neither a path nor an http(s) URL stops the server. */
export function readPageSources(env: Env): PageSources {
  return {
    genomeBrowser: embeddedGenomeBrowser(env) ? null : sourceOf('VITE_GENOME_BROWSER', env.VITE_GENOME_BROWSER),
    expressionService: sourceOf('VITE_EXPRESSION_SERVICE', env.VITE_EXPRESSION_SERVICE),
    dataServices: DATA_SERVICE_SETTINGS.map((name) => sourceOf(name, env[name])),
    toolsService: sourceOf('VITE_TOOLS_SERVICE_URL', env.VITE_TOOLS_SERVICE_URL),
  };
}

const list = (...sources: string[]) => [...new Set(sources)].join(' ');

/**
 * The policy of a page. `styleNonce` is the nonce of this response's <style> elements (the app shell passes it to
 * Emotion); without one, no inline style element is allowed. Style attributes are allowed only by the hashes of
 * their exact values, `styleAttributeHashes`: those of a page the server rendered (its components' `style` props,
 * which in the browser React sets through the element's style property, which a policy does not govern).
 */
export function pagePolicy(sources: PageSources, styleNonce: string | null, styleAttributeHashes: readonly string[] = []): string {
  const attributes = styleAttributeHashes.length > 0 ? ` 'unsafe-hashes' ${styleAttributeHashes.map((hash) => `'${hash}'`).join(' ')}` : '';
  const directives = [
    `default-src 'self'`,
    `script-src 'self'`,
    `style-src ${styleNonce === null ? SELF : `${SELF} 'nonce-${styleNonce}'`}${attributes}`,
    // blob: the expression pictures and image job postings, fetched and then shown through object URLs.
    // data: images are inert (no script runs in an <img> or a CSS background); JBrowse's MUI 7 draws its menus'
    // and tree views' small marks as data: SVG backgrounds.
    `img-src ${list(SELF, 'blob:', 'data:', sources.expressionService)}`,
    // The genome browser too: its frame asks it whether it answers before showing a blank box (a frame's load event
    // fires for the error page of an unreachable host as well).
    `connect-src ${list(SELF, ...sources.dataServices, sources.expressionService, sources.genomeBrowser ?? SELF)}`,
    // blob: a PDF job posting is shown in a frame through an object URL.
    `frame-src ${list(...(sources.genomeBrowser ? [sources.genomeBrowser] : []), 'blob:')}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    // The portal's forms are sent by script, except BLAST and PatMatch, which post to the tools service in a new tab
    // (001 §2.6, §2.7); ORCID sign-in is a link, not a form.
    `form-action ${list(SELF, sources.toolsService)}`,
    // Only the portal itself may frame its pages (the edit forms must not be framed by another site).
    `frame-ancestors 'self'`,
  ];
  return directives.join('; ');
}
