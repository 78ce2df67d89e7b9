/**
 * Where legacy URLs lead outside the portal, in one place. The specification (000, "Legacy URL redirection") names
 * these destinations (documentation wiki pages, the older site version, separate tool hosts) without their addresses;
 * the addresses below are the product's choice and the only external targets a legacy URL may produce.
 */
export const DOCUMENTATION_WIKI = 'https://conf.arabidopsis.org/display/COM';
export const OLDER_SITE = 'https://legacy.arabidopsis.org';

/** The portal route a broken old link ends on (the spec's "/error"): the page-not-found screen. */
export const ERROR_ROUTE = '/pagenotfound';

/** Old pages replaced by documentation wiki pages, keyed by the old path in lower case. */
export const WIKI_PAGES: Readonly<Record<string, string>> = {
  '/cgi-bin/patmatch/release_notes.txt': `${DOCUMENTATION_WIKI}/Patmatch+Release+Notes`,
  '/portals/genannotation/functional_annotation/go.jsp': `${DOCUMENTATION_WIKI}/GO+Annotations`,
  '/help/faq/jobs.jsp': `${DOCUMENTATION_WIKI}/FAQ+Jobs`,
  '/portals/nomenclature/guidelines.jsp': `${DOCUMENTATION_WIKI}/Nomenclature+Guidelines`,
  '/portals/genannotation/genome_snapshot.jsp': `${DOCUMENTATION_WIKI}/Genome+Snapshot`,
  '/portals/publications/index.jsp': `${DOCUMENTATION_WIKI}/Publications`,
  '/submit/submit_data.jsp': `${DOCUMENTATION_WIKI}/Data+Submission`,
  '/submit/functional_annotation.jsp': `${DOCUMENTATION_WIKI}/Data+Submission#Functional+Annotation`,
  '/submit/phenotype_submission.jsp': `${DOCUMENTATION_WIKI}/Data+Submission#Phenotypes`,
};

/** The bulk-download documentation page that replaces every /tools/bulk/ page but the protein search. */
export const BULK_DOWNLOAD_WIKI = `${DOCUMENTATION_WIKI}/Bulk+Data+Retrieval`;

/** Old tools kept on the older site version or on their own hosts, keyed by the old path in lower case. */
export const OLDER_TOOLS: Readonly<Record<string, string>> = {
  '/tools/go_term_enrichment.jsp': `${OLDER_SITE}/tools/go_term_enrichment.jsp`,
  '/servlets/sv': `${OLDER_SITE}/servlets/sv`,
  '/servlets/mapper': `${OLDER_SITE}/servlets/mapper`,
  '/tools/motiffinder/index.jsp': `${OLDER_SITE}/tools/bulk/motiffinder/index.jsp`,
  '/jsp/chromosomemap/tool.jsp': `${OLDER_SITE}/jsp/ChromosomeMap/tool.jsp`,
  '/cgi-bin/gbrowse/arabidopsis': 'https://jbrowse.arabidopsis.org/index.html',
  '/biocyc/index.jsp': 'https://pmn.plantcyc.org/',
  '/tools/phylogenes': 'https://phylogenes.arabidopsis.org/',
};

/** The two old file addresses still cited outside the download tree, keyed by old path in lower case. */
export const KNOWN_DOWNLOAD_FILES: Readonly<Record<string, string>> = {
  '/browse/genefamily/gene_families_sep_29_09_update.txt': 'Genes/Gene_families/gene_families_sep_29_09_update.txt',
  '/portals/nomenclature/gene_aliases.txt': 'Genes/gene_aliases_20140331.txt',
};

/** Old download auto-index directories (the dir parameter of /download/index-auto.jsp) and their folder lists. */
export const AUTO_INDEX_DIRECTORIES: Readonly<Record<string, string>> = {
  '/download_files/genes': 'Genes',
  '/download_files/go_and_po_annotations': 'GO_and_PO_Annotations',
  '/download_files/go_and_po_annotations/gene_ontology_annotations': 'GO_and_PO_Annotations/Gene_Ontology_Annotations',
};

/** Whether a target is one the external constants above allow. */
export function isDocumentedExternal(target: string): boolean {
  const allowed = [...Object.values(WIKI_PAGES), BULK_DOWNLOAD_WIKI, ...Object.values(OLDER_TOOLS)];
  return allowed.includes(target);
}
