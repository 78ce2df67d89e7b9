import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { PageBreadcrumbs } from '../../../ui/PageBreadcrumbs';
import { BrowseTable } from '../table/BrowseTable';
import type { BrowseColumn } from '../table/browseColumn';
import { BrowseLink } from '../table/BrowseLink';
import type { BrowseTableState } from '../table/browseTableState';
import { experimentPath, fetchExperimentNames, microarrayQueryKeys } from './microarrayApi';

/** 002 §9: the experiments are shown 200 to a page. */
export const MICROARRAY_EXPERIMENTS_PAGE_SIZE = 200;
/** 002 §9. */
export const LAST_ACCEPTED_TEXT = 'Microarray data was last accepted June 2005.';

interface ExperimentRow {
  no: number;
  name: string;
}

const columns: BrowseColumn<ExperimentRow>[] = [
  { id: 'no', header: 'No.', kind: 'number', value: (row) => row.no, width: '5rem' },
  { id: 'name', header: 'Experiment Name', kind: 'text', value: (row) => row.name, cell: (row) => <BrowseLink to={experimentPath(row.name)}>{row.name}</BrowseLink> },
];

/** /browse/microarray_experiments (002 §2.1): the experiments of the static list, alphabetical, numbered. */
export function MicroarrayExperimentsPage() {
  const query = useQuery({ queryKey: microarrayQueryKeys.list, queryFn: ({ signal }) => fetchExperimentNames(signal), staleTime: Infinity, retry: false });
  const rows = useMemo(() => query.data?.map((name, index) => ({ no: index + 1, name })), [query.data]);
  const state: BrowseTableState<ExperimentRow> = query.isError ? { status: 'error' } : rows ? { status: 'loaded', rows } : { status: 'loading' };

  useEffect(() => {
    document.title = 'TAIR - Browse Microarray Experiments';
  }, []);

  return (
    <Box sx={{ minWidth: 0 }}>
      <PageBreadcrumbs crumbs={[{ label: 'Home', to: '/' }, { label: 'Browse', to: '/browse/overview' }, { label: 'Microarray Experiments' }]} />
      <Typography variant="h4" component="h1" gutterBottom>
        Browse Microarray Experiments
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {LAST_ACCEPTED_TEXT} Each experiment opens with its array design, submitter, slides and the array elements measured on them.
      </Typography>
      <BrowseTable caption="Microarray Experiments" state={state} columns={columns} getRowId={(row) => row.name} pageSize={MICROARRAY_EXPERIMENTS_PAGE_SIZE} />
    </Box>
  );
}
