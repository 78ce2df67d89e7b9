// The addresses of gene class symbol registration (001 §2.10, 000 §2.2), and the links and crumbs its pages build.
import { DETAIL_FORM } from './registrationRoutePaths';
import type { SymbolType } from './symbolRules';

export { DETAIL_FORM, DETAIL_FORM_ROUTE_ID, INFO_PAGE, SYMBOL_FORM } from './registrationRoutePaths';

/** The detail form for a checked symbol, with geneClassSymbol and symbolType in its query. */
export const detailFormHref = (geneClassSymbol: string, symbolType: SymbolType): string =>
  `${DETAIL_FORM}?${new URLSearchParams({ geneClassSymbol, symbolType }).toString()}`;

export const registrationCrumbs = [
  { label: 'Home', to: '/' },
  { label: 'Submit', to: '/submit/overview' },
] as const;
