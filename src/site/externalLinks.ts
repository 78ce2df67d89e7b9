// Every page outside the portal that the shell and the information pages point to, in one place so that a moved
// address is changed once. Each opens in a new tab. Addresses marked "address to confirm" follow the published
// pattern of the service and are to be checked against the live site before a release.

import { shellLinks } from './shellLinks';

export { CURATOR_MAILBOX } from './shellLinks';

/** Abstracts of the International Conference on Arabidopsis Research (000 §2.10). */
export const ICAR_ABSTRACTS_URL = 'https://www.arabidopsisresearch.org/';

/** How to post a job with the portal, free of charge (000 §2.10). */
export const POST_A_JOB_URL = 'https://www.arabidopsis.org/news/jobs/post-a-job';


export const externalLinks = {
  ...shellLinks,

  // Browse. Addresses to confirm.
  abrcStocks: 'https://abrc.osu.edu/stocks',
  araport: 'https://www.araport.org/',
  geneOntology: 'https://geneontology.org/',
  plantOntology: 'https://browser.planteome.org/amigo',
  araCyc: 'https://pmn.plantcyc.org/organism-summary?object=ARA',

  // Tools. Addresses to confirm.
  jbrowse: 'https://jbrowse.arabidopsis.org/',
  jbrowse2: 'https://jbrowse2.arabidopsis.org/',
  phyloGenes: 'https://www.phylogenes.org/',
  gbrowse: 'https://gbrowse.arabidopsis.org/cgi-bin/gb2/gbrowse/arabidopsis/',
  seqViewer: 'https://seqviewer.arabidopsis.org/',
  mapViewer: 'https://tair-legacy.arabidopsis.org/servlets/mapper',
  motifAnalysis: 'https://tair-legacy.arabidopsis.org/tools/bulk/motiffinder/index.jsp',
  chromosomeMapTool: 'https://tair-legacy.arabidopsis.org/jsp/ChromosomeMap/tool.jsp',
  syntenyViewer: 'https://tair-legacy.arabidopsis.org/cgi-bin/syntenyviewer2/showSynteny.pl',
  functionalCategorization: 'https://tair-legacy.arabidopsis.org/tools/bulk/go/index.jsp',
  goTermEnrichment: 'https://pantherdb.org/',
  plantMetabolicNetwork: 'https://plantcyc.org/',

  // Portals: community resources beyond this portal. Addresses to confirm.
  masc: 'https://arabidopsisresearch.org/',
  thousandGenomes: 'https://1001genomes.org/',
  efpBrowser: 'https://bar.utoronto.ca/efp/cgi-bin/efpWeb.cgi',
  tDnaExpress: 'http://signal.salk.edu/cgi-bin/tdnaexpress',
  suba: 'https://suba.live/',
  nomenclatureGuidelines: 'https://conf.arabidopsis.org/display/COM/Nomenclature',
  educationOutreach: 'https://conf.arabidopsis.org/display/COM/Education+and+Outreach',

  // Submit. Addresses to confirm.
  toast: 'https://toast.arabidopsis.org/',
  submissionGuidelines: 'https://conf.arabidopsis.org/display/COM/Submit+Data+to+TAIR',

  // Stocks. Addresses to confirm.
  abrc: 'https://abrc.osu.edu/',
  nasc: 'https://arabidopsis.info/',
} as const;
