// Which calls answer the content the subscription sells, and which are public: one row per group of routes, the one
// place the rule lives. The server's access hook (contentAccessHook.ts) enforces it, the README's access table is
// rendered from it (readmeTable.ts), and the access tests walk it row by row.
//
// The rule (000 §2.2, 002 §6, and the premium marks of 000 §2.1 and 001 §6): what a detail page shows, the files
// under Subscriber_Data_Releases and the premium tools need a subscribed network, a linked ORCID iD or usage units,
// and a member who pays by units spends them as detail reads do (server/detailAccess.ts): one unit per record not
// read in the last 24 hours. Result lists, browse lists, downloads outside the subscriber releases, news and the
// account calls are public, as the spec's route guards leave search, results, browse and downloads open (000 §2.2).
import {
  blastRun,
  detailRecord,
  downloadAreaFile,
  geneFamilyRecord,
  microarrayExperimentRecord,
  nothingRead,
  patmatchRun,
  READ_BY_THE_ANSWER,
  type ReadsOf,
} from './contentReads';

export type AccessRule =
  | { access: 'public' }
  /**
   * Needs access; a member who pays by units spends `units`, counted by `reads` before the route runs, or, for
   * READ_BY_THE_ANSWER, from what the route's answer read, charged by the route before it sends it.
   */
  | { access: 'subscription'; units: string; reads: ReadsOf | typeof READ_BY_THE_ANSWER }
  /** As 'subscription' for what `reads` finds premium-marked, public for the rest. */
  | { access: 'premium-marked'; units: string; reads: ReadsOf };

export interface AccessRow {
  /** 'METHOD url', the url as the route is registered (a HEAD request follows its GET route). */
  calls: readonly string[];
  /** What the calls answer, as the README says it. */
  returns: string;
  rule: AccessRule;
  /** The tools service answers its form posts with pages, refusals too; the API answers JSON. */
  refusal?: 'page';
}

const PUBLIC: AccessRule = { access: 'public' };
const PER_LOCUS = 'one per locus not read in the last 24 hours';

export const CONTENT_ACCESS: readonly AccessRow[] = [
  {
    calls: ['POST /api/search/general', 'POST /api/search/:category', 'GET /api/search/suggest'],
    returns: 'search result lists: a row per record with its names, ids and short description (001 §3.2); name suggestions',
    rule: PUBLIC,
  },
  {
    calls: ['POST /api/saved-queries', 'GET /api/saved-queries/:id'],
    returns: "a results page's or sequence view's search parameters, saved so that its address works in any browser",
    rule: PUBLIC,
  },
  { calls: ['GET /api/browse/gene-families'], returns: 'the gene families list: names, counts and submitters', rule: PUBLIC },
  {
    calls: ['GET /api/static/:file'],
    returns: 'the lists of microarray experiment, germplasm ecotype and polymorphism ecotype names',
    rule: PUBLIC,
  },
  {
    calls: ['GET /api/genome/features', 'GET /api/genome/features.gff3', 'GET /api/genome/sequence.fasta'],
    returns: "the genome browser's features of a region (names, places, gene structures) and its GFF3 and FASTA exports",
    rule: PUBLIC,
  },
  { calls: ['GET /api/tools/datasets'], returns: 'the datasets BLAST and PatMatch search, with how many sequences each holds', rule: PUBLIC },
  { calls: ['GET /api/download-files/list'], returns: "a download folder's listing: names, sizes, dates", rule: PUBLIC },
  {
    calls: ['GET /api/panther/orthologs/:file', 'GET /api/panther/paralogs/:file', 'GET /api/panther/files/:file'],
    returns: "a locus's PANTHER orthologs and paralogs, a family's files: PANTHER's public data, served from public object storage in production (002 §7)",
    rule: PUBLIC,
  },
  {
    calls: ['GET /api/efp_image/efp_arabidopsis/:source/Absolute/:locus'],
    returns: 'expression pictures: the stand-in for the external, public eFP service (002 §7)',
    rule: PUBLIC,
  },
  {
    calls: [
      'GET /api/news/breakingnews', 'GET /api/news/events', 'GET /api/news/jobs', 'GET /api/news/breakingnews/rss',
      'GET /api/news/events/rss', 'GET /api/news/jobs/rss', 'GET /api/news/view-job',
    ],
    returns: 'news, events, jobs and their feeds',
    rule: PUBLIC,
  },
  {
    calls: [
      'POST /api/auth/login', 'GET /api/auth/logout', 'GET /api/auth/profile', 'GET /api/auth/orcidloginlink',
      'GET /api/auth/orcidstatus', 'POST /api/auth/process-orcid-code', 'POST /api/auth/authenticate-orcid',
      'POST /api/auth/unlink-orcid', 'POST /api/user/register-person', 'GET /api/user/person-details',
      'PUT /api/user/update-credentials', 'PUT /api/user/update-person', 'PUT /api/organization/update-organization',
      'GET /api/subscription/institution', 'GET /api/subscription/status', 'POST /api/subscription/activate/bucket',
      'GET /api/subscription/bucket/usage',
    ],
    returns: 'logins, ORCID, accounts and subscriptions, each with its own login, owner and curator rules (000 §6)',
    rule: PUBLIC,
  },
  {
    calls: [
      'GET /api/gene_class_symbol/search', 'GET /api/gene_class_symbol/gene-search', 'GET /api/gene_class_symbol/publication-search',
      'POST /api/gene_class_symbol/updateGeneSymbolClass', 'GET /api/gene_class_symbol/submissions',
      'GET /api/gene_class_symbol/submissions/:id', 'POST /api/gene_class_symbol/submissions/:id/decision',
      'POST /api/gene_class_symbol/submissions/:id/reopen',
    ],
    returns: 'gene class symbol registration (a login) and its review (a curator), 001 §2.10',
    rule: PUBLIC,
  },
  {
    calls: ['GET /orcid-simulator/oauth/authorize', 'POST /orcid-simulator/oauth/authorize', 'POST /orcid-simulator/oauth/token'],
    returns: 'the ORCID simulator of a demo',
    rule: PUBLIC,
  },
  { calls: ['GET /*'], returns: "the front end's files and pages", rule: PUBLIC },

  {
    calls: ['GET /api/detail/:type'],
    returns: 'a record, as its detail page shows it (002 §7)',
    rule: { access: 'subscription', units: 'one per record not read in the last 24 hours', reads: detailRecord },
  },
  {
    calls: ['GET /api/detail/:type/name', 'GET /api/detail/:type/accession', 'GET /api/detail/:type/id'],
    returns: "a record's key, by name, accession or protocol id",
    rule: { access: 'subscription', units: 'none, but one must be left', reads: nothingRead },
  },
  {
    calls: ['POST /api/search/gene/descriptions'],
    returns: "the selected loci's gene models with their curator summaries and descriptions",
    rule: { access: 'subscription', units: PER_LOCUS, reads: READ_BY_THE_ANSWER },
  },
  {
    calls: ['POST /api/search/gene/locus_history'],
    returns: "the selected loci's update histories",
    rule: { access: 'subscription', units: PER_LOCUS, reads: READ_BY_THE_ANSWER },
  },
  {
    calls: ['POST /api/search/gene/microarray'],
    returns: 'the array elements that measure the selected loci',
    rule: { access: 'subscription', units: PER_LOCUS, reads: READ_BY_THE_ANSWER },
  },
  {
    calls: ['POST /api/search/annotation'],
    returns: "loci's GO and PO annotations with evidence and references",
    rule: { access: 'subscription', units: `${PER_LOCUS}, of those the answer holds`, reads: READ_BY_THE_ANSWER },
  },
  {
    calls: ['POST /api/search/free/annotation'],
    returns: 'the annotations citing a publication or made to a keyword',
    rule: { access: 'subscription', units: `${PER_LOCUS}, of those the answer holds`, reads: READ_BY_THE_ANSWER },
  },
  {
    calls: ['POST /api/search/sequences'],
    returns: 'FASTA of the loci (or their gene models) from any of the 13 sequence sources',
    rule: { access: 'subscription', units: PER_LOCUS, reads: READ_BY_THE_ANSWER },
  },
  {
    calls: ['GET /api/browse/gene-family'],
    returns: "a gene family's record: its description and member loci",
    rule: { access: 'subscription', units: 'one per family record not read in the last 24 hours (none for a family without a record)', reads: geneFamilyRecord },
  },
  {
    calls: ['GET /api/browse/microarray-experiment'],
    returns: "a microarray experiment's record, its slides and array elements",
    rule: { access: 'subscription', units: 'one per experiment not read in the last 24 hours', reads: microarrayExperimentRecord },
  },
  {
    calls: ['GET /api/download-files/download', 'GET /download_files/*'],
    returns: 'a file of the download area (a browser opening an old /download_files/ address gets the page showing it)',
    rule: {
      access: 'premium-marked',
      units: 'one per premium file not downloaded in the last 24 hours; premium: under Subscriber_Data_Releases, except its README.txt (001 §2.5)',
      reads: downloadAreaFile,
    },
  },
  {
    calls: ['POST /tools-service/blast'],
    returns: 'a BLAST search, premium (000 §2.1, 001 §6); refusals are pages, like its answers',
    rule: { access: 'subscription', units: 'one per search not run in the last 24 hours', reads: blastRun },
    refusal: 'page',
  },
  {
    calls: ['POST /tools-service/patmatch'],
    returns: 'a PatMatch search, premium (000 §2.1, 001 §6); refusals are pages, like its answers',
    rule: { access: 'subscription', units: 'one per search not run in the last 24 hours', reads: patmatchRun },
    refusal: 'page',
  },
  {
    calls: [
      'GET /tools-service/blast/:jobId', 'POST /tools-service/blast/:jobId/cancel',
      'GET /tools-service/patmatch/:jobId', 'POST /tools-service/patmatch/:jobId/cancel',
    ],
    returns: "a BLAST or PatMatch search's progress and results, kept 7 days at the unguessable address its post answered: the search was paid for when posted, and the address is shared at will",
    rule: PUBLIC,
    refusal: 'page',
  },
];

/**
 * The row of a route, by its method (HEAD as GET) and registered url; undefined when no row lists it. Every route
 * the server registers has a row: routeCoverage.test.ts fails for a route added without one, and the server refuses
 * a route without one (contentAccessHook.ts).
 */
export function accessRowIndex(rows: readonly AccessRow[] = CONTENT_ACCESS): (method: string, url: string) => AccessRow | undefined {
  const index = new Map<string, AccessRow>();
  for (const row of rows) for (const call of row.calls) index.set(call, row);
  return (method, url) => index.get(`${method === 'HEAD' ? 'GET' : method} ${url}`);
}
