import { externalLinks } from '../../../site/externalLinks';

/** One target of the Browse Overview (002 §2.1), with a sentence on what it lists. */
export interface BrowseTarget {
  label: string;
  href: string;
  description: string;
}

// Addresses outside the portal not in the shell's list. Addresses to confirm.
const FUNDED_PROJECTS_2010 = 'https://tair-legacy.arabidopsis.org/servlets/Search?action=new_search&type=project';
const ARABIDOPSIS_BOOK = 'https://bioone.org/journals/the-arabidopsis-book';

/** 002 §2.1: every target opens in a new tab, the portal's own pages too. */
export const browseTargets: readonly BrowseTarget[] = [
  { label: 'ABRC Stocks', href: externalLinks.abrcStocks, description: 'Seed and DNA stocks in the catalog of the Arabidopsis Biological Resource Center.' },
  { label: 'Transposon Families', href: '/browse/transposon_families', description: 'Every transposon family with its super family and number of transposable elements.' },
  { label: 'Gene Class Symbols', href: '/browse/gene_symbols', description: 'Registered gene class symbols, their full names, references and contacts, by first letter.' },
  { label: 'Recently Added Literature', href: '/browse/recent_literature', description: 'Publications of this year added or changed in the last 14 days, by journal or author.' },
  { label: 'Microarray Experiments', href: '/browse/microarray_experiments', description: 'Microarray experiments with their slides and array elements (data accepted until June 2005).' },
  { label: 'Gene Families', href: '/browse/gene_family', description: 'Gene families submitted by the community, with their members (historical records).' },
  { label: '2010 Projects', href: FUNDED_PROJECTS_2010, description: 'Search the projects funded by the 2010 Project to learn the function of every Arabidopsis gene.' },
  { label: 'The Arabidopsis Book', href: ARABIDOPSIS_BOOK, description: 'An online book of reviewed chapters on Arabidopsis biology.' },
];
