// What the route table needs of gene class symbol registration (001 §2.10, 000 §2.2): its addresses and the detail
// form's route id. Kept apart from the pages' helpers (registrationPaths.ts) so the code every page loads holds only these.

export const INFO_PAGE = '/submit/gene_class_symbol_registration';
export const SYMBOL_FORM = '/submit/gene_class_symbol_registration/form';
export const DETAIL_FORM = '/submit/gene_class_symbol_detail_registration/form';

/** The route id of the detail form: the name 001 §2.10 gives it. */
export const DETAIL_FORM_ROUTE_ID = 'GeneClassSymbolDetailRegistrationForm';
