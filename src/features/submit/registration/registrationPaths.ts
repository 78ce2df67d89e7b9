// The addresses of gene class symbol registration (001 §2.10, 000 §2.2).
import type { SymbolType } from './symbolRules';

export const INFO_PAGE = '/submit/gene_class_symbol_registration';
export const SYMBOL_FORM = '/submit/gene_class_symbol_registration/form';
export const DETAIL_FORM = '/submit/gene_class_symbol_detail_registration/form';

/** The route id of the detail form: the name 001 §2.10 gives it. */
export const DETAIL_FORM_ROUTE_ID = 'GeneClassSymbolDetailRegistrationForm';

/** The detail form for a checked symbol, with geneClassSymbol and symbolType in its query. */
export const detailFormHref = (geneClassSymbol: string, symbolType: SymbolType): string =>
  `${DETAIL_FORM}?${new URLSearchParams({ geneClassSymbol, symbolType }).toString()}`;

export const registrationCrumbs = [
  { label: 'Home', to: '/' },
  { label: 'Submit', to: '/submit/overview' },
] as const;
