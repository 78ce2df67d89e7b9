// The browse-table benchmark page: the gene symbols table as /browse/gene_symbols draws it, 500 symbols on one
// page of 500 (drawn as a virtual window). scripts/bench-browse.ts times a click on a column header until the new first row is in the document.
import { ThemeProvider } from '@mui/material/styles';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { theme } from '../../../src/app/theme';
import { geneSymbolDocSchema, type GeneSymbolDoc } from '../../../src/features/browse/browseDocs';
import { geneSymbolColumns } from '../../../src/features/browse/geneSymbols/geneSymbolColumns';
import { GENE_SYMBOLS_PAGE_SIZE } from '../../../src/features/browse/geneSymbols/GeneSymbolsPage';
import { BrowseTable } from '../../../src/features/browse/table/BrowseTable';

const ROW_COUNT = 500;
const words = ['FLOWERING', 'LOCUS', 'ROOT', 'HAIR', 'LATE', 'ELONGATED', 'HYPOCOTYL', 'CIRCADIAN', 'CLOCK', 'SEED'];
// Symbols in a shuffled order with mixed case, some without a reference or contact, as the real list has.
const rows: GeneSymbolDoc[] = Array.from({ length: ROW_COUNT }, (_, index) => {
  const n = (index * 7919 + 137) % ROW_COUNT;
  return geneSymbolDocSchema.parse({
    id: String(6_400_000 + index),
    symbol: `${String.fromCharCode(65 + (n % 26))}${n % 3 ? 'sym' : 'SYM'}${n}`,
    full_name: `${words[n % words.length]} ${words[(n * 3) % words.length]} ${n}`,
    type: n % 4 ? 'F' : 'T',
    status: n % 5 ? 'approved' : 'pending',
    reference: n % 2 ? { id: String(501_700_000 + n), name: `Author${n % 40} et al. ${1990 + (n % 35)}` } : null,
    contact: n % 3 ? { id: String(1_300_000 + n), name: `Person ${n % 60}` } : null,
    submitted: `${2000 + (n % 26)}-0${1 + (n % 9)}-1${n % 10}`,
  });
});

createRoot(document.getElementById('root')!).render(
  <ThemeProvider theme={theme}>
    <MemoryRouter>
      <main>
        <BrowseTable caption="Gene Class Symbols" state={{ status: 'loaded', rows }} columns={geneSymbolColumns} getRowId={(row) => row.id} pageSize={GENE_SYMBOLS_PAGE_SIZE} />
      </main>
    </MemoryRouter>
  </ThemeProvider>,
);
