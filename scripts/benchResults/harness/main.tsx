// The results-table benchmark page: 10,000 gene rows drawn either by the portal's ResultsTable or by MUI X DataGrid
// (free version, page size 100, its largest), chosen by ?table=ours|datagrid. scripts/bench-results.ts drives it.
import { createRoot } from 'react-dom/client';
import { createRef } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { theme } from '../../../src/app/theme';
import { ResultsTable, type ResultsTableHandle } from '../../../src/features/search/results/table/ResultsTable';
import { rowsToDelimited } from '../../../src/features/search/results/table/exportRows';
import { geneColumns, geneRows, type GeneRow } from '../../../src/features/search/results/table/resultsTableFixtures.testSupport';

const ROW_COUNT = 10_000;
const rows = geneRows(ROW_COUNT);
const table = new URLSearchParams(window.location.search).get('table') ?? 'ours';
const handle = createRef<ResultsTableHandle<GeneRow>>();

// The same six columns, with the values DataGrid needs as plain text or numbers.
const gridColumns: GridColDef<GeneRow>[] = [
  { field: 'gene_name', headerName: 'Locus', width: 130 },
  { field: 'other_names', headerName: 'Other Names', width: 160, valueGetter: (_value, row) => row.other_names.join(', ') },
  { field: 'description', headerName: 'Description', width: 360, sortable: false },
  { field: 'gene_model_type', headerName: 'Gene Model Type', width: 170 },
  { field: 'chromosome', headerName: 'Chromosome', width: 110 },
  { field: 'start', headerName: 'Start', type: 'number', width: 110 },
];

// Download All as the results page does it, without saving the file: the delimited text and its Blob.
(window as unknown as { benchDownloadAll: () => number }).benchDownloadAll = () => {
  const started = performance.now();
  const text = rowsToDelimited(handle.current?.sortedRows() ?? [], geneColumns, { delimiter: '\t', titleLine: '# Genes: benchmark rows' });
  new Blob([text], { type: 'text/tab-separated-values' });
  return performance.now() - started;
};

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={theme}>
    {/* The table's cells are router links, as on the results page. */}
    <MemoryRouter>
    <main>
      {table === 'datagrid' ? (
        <div style={{ height: 900 }}>
          <DataGrid rows={rows} columns={gridColumns} initialState={{ pagination: { paginationModel: { pageSize: 100, page: 0 } } }} pageSizeOptions={[25, 50, 100]} checkboxSelection />
        </div>
      ) : (
        <ResultsTable rows={rows} columns={geneColumns} getRowId={(row) => row.id} caption="Search Results - Genes" selectable handleRef={handle} />
      )}
    </main>
    </MemoryRouter>
  </ThemeProvider>,
);
