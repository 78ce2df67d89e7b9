import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { PageBreadcrumbs } from '../../../ui/PageBreadcrumbs';
import { BrowseTable } from '../table/BrowseTable';
import type { BrowseColumn } from '../table/browseColumn';
import { BrowseLink } from '../table/BrowseLink';
import type { BrowseTableState } from '../table/browseTableState';
import { familyPath, fetchGeneFamilies, geneFamilyQueryKeys, submitterPath, type ListedFamily } from './geneFamilyApi';

/** 002 §2.1: the note that the list is historical. */
export const HISTORICAL_NOTE = 'This list is a historical record only: the gene families and their counts are as their submitters gave them, and they are no longer updated.';

const columns: BrowseColumn<ListedFamily>[] = [
  { id: 'name', header: 'Gene Family Name', kind: 'text', value: (row) => row.name, cell: (row) => <BrowseLink to={familyPath(row.key)}>{row.name}</BrowseLink> },
  // 002 §9: the counts are static text (families, subfamilies, members), so they sort as text.
  { id: 'counts', header: 'Families / Subfamilies / Members', kind: 'text', value: (row) => row.countText },
  {
    id: 'submitter',
    header: 'Submitter',
    kind: 'text',
    value: (row) => row.submitter.name,
    cell: (row) => <BrowseLink to={submitterPath(row.submitter)}>{row.submitter.name}</BrowseLink>,
  },
];

/** /browse/gene_family (002 §2.1): the static historical list of gene families, by name. */
export function GeneFamiliesPage() {
  const query = useQuery({ queryKey: geneFamilyQueryKeys.list, queryFn: ({ signal }) => fetchGeneFamilies(signal), staleTime: Infinity, retry: false });
  const state: BrowseTableState<ListedFamily> = query.isError ? { status: 'error' } : query.data ? { status: 'loaded', rows: query.data } : { status: 'loading' };

  useEffect(() => {
    document.title = 'TAIR - Gene Families';
  }, []);

  return (
    <Box sx={{ minWidth: 0 }}>
      <PageBreadcrumbs crumbs={[{ label: 'Home', to: '/' }, { label: 'Browse', to: '/browse/overview' }, { label: 'Gene Families' }]} />
      <Typography variant="h4" component="h1" gutterBottom>
        Gene Families
      </Typography>
      <Typography sx={{ mb: 2, borderLeft: '4px solid', borderColor: 'primary.main', pl: 2 }}>{HISTORICAL_NOTE}</Typography>
      <BrowseTable caption="Gene Families" state={state} columns={columns} getRowId={(row) => row.key} />
    </Box>
  );
}
