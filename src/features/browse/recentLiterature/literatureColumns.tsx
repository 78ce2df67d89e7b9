import type { PublicationDoc } from '../browseDocs';
import type { BrowseColumn } from '../table/browseColumn';
import { TABLE_LINK } from '../../../ui/table/portalLinks';
import { WHOLE_VALUE } from '../../../ui/table/tableStyles';
import { BrowseLink, browseHref } from '../table/BrowseLink';

// DOI and PubMed addresses leave the portal: a new tab (the table's router listener leaves such links alone). The
// identifier moves to the next line only whole (a DOI breaks at its hyphens and slashes otherwise).
function OffSite({ href, children }: { href: string; children: string }) {
  return (
    <a className={TABLE_LINK} href={href} target="_blank" rel="noopener noreferrer">
      <span className={WHOLE_VALUE}>{children}</span>
      <span className="browse-new-tab"> (opens in a new tab)</span>
    </a>
  );
}

const missing = (text: string) => <span className="browse-missing">{text}</span>;

/** 002 §2.1: #, Title, Year, DOI, PMID ('#' is the table's numbering). */
export const literatureColumns: BrowseColumn<PublicationDoc>[] = [
  {
    id: 'title',
    header: 'Title',
    kind: 'text',
    value: (row) => row.title,
    cell: (row) => <BrowseLink to={browseHref('/publication', 'key', row.id)}>{row.title}</BrowseLink>,
  },
  { id: 'year', header: 'Year', kind: 'year', value: (row) => row.year },
  {
    id: 'doi',
    header: 'DOI',
    kind: 'text',
    value: (row) => row.doi,
    cell: (row) => (row.doi ? <OffSite href={`https://doi.org/${encodeURI(row.doi)}`}>{row.doi}</OffSite> : missing('No DOI available')),
  },
  {
    id: 'pmid',
    header: 'PMID',
    kind: 'number',
    value: (row) => row.pubmedId,
    cell: (row) =>
      row.pubmedId ? <OffSite href={`https://pubmed.ncbi.nlm.nih.gov/${encodeURIComponent(row.pubmedId)}/`}>{row.pubmedId}</OffSite> : missing('No PubMed ID available'),
  },
];
