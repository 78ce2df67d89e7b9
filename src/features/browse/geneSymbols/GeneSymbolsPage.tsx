import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { BrowsePageFrame } from '../BrowsePageFrame';
import { browseCalls } from '../browseEarlyCalls';
import { useBrowseSearch } from '../browseSearch';
import { geneSymbolDocSchema, type GeneSymbolDoc } from '../browseDocs';
import { BrowseTable } from '../table/BrowseTable';
import type { BrowseTableState } from '../table/browseTableState';
import { geneSymbolColumns } from './geneSymbolColumns';
import { ALL_LETTERS, letterOf, withFirstLetter, type LetterChoice } from './letterFilter';
import { LetterFilter } from './LetterFilter';

/** 002 §9: the symbols are shown 500 to a page. */
export const GENE_SYMBOLS_PAGE_SIZE = 500;
export const GENE_SYMBOL_SEARCH = browseCalls.geneSymbols.endpoint;
const everySymbol = browseCalls.geneSymbols.body;

/**
 * /browse/gene_symbols (002 §2.1): every registered gene class symbol (those approved through registration too),
 * filtered by first letter. The letter is kept in the address (?letter=F) so a filtered list can be shared.
 */
export function GeneSymbolsPage() {
  const answer = useBrowseSearch(GENE_SYMBOL_SEARCH, everySymbol, geneSymbolDocSchema);
  const [params, setParams] = useSearchParams();
  const letter = letterOf(params.get('letter'));
  const choose = (next: LetterChoice) => setParams(next === ALL_LETTERS ? {} : { letter: next }, { replace: true });
  const rows = answer.status === 'loaded' ? answer.rows : undefined;
  // A new array only when the letter or the answer changes: the table returns to page 1 for it.
  const shown = useMemo(() => (rows ? withFirstLetter(rows, letter) : undefined), [rows, letter]);
  const state: BrowseTableState<GeneSymbolDoc> = shown ? { status: 'loaded', rows: shown } : answer;
  return (
    <BrowsePageFrame title="Browse Gene Class Symbols" crumb="Gene Class Symbols">
      <LetterFilter value={letter} onChange={choose} />
      {shown && (
        <Typography role="status" sx={{ mb: 1 }}>
          {`${shown.length} ${shown.length === 1 ? 'symbol' : 'symbols'}${letter === ALL_LETTERS ? '' : ` starting with ${letter}`}`}
        </Typography>
      )}
      <BrowseTable caption="Gene Class Symbols" state={state} columns={geneSymbolColumns} getRowId={(row) => row.id} pageSize={GENE_SYMBOLS_PAGE_SIZE} />
    </BrowsePageFrame>
  );
}
