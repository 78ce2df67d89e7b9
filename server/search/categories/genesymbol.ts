// POST /api/search/genesymbol (002 §2.1 Browse Gene Class Symbols, §7): every registered gene class symbol with
// its full name, type, status, reference, contact and submission date; optional rows narrow it by symbol or full
// name. The letter filter of the browse page works on the answered symbols.
import { geneSymbolPayload, type GeneSymbolPayload } from '../../../contracts/search/genesymbol';
import type { GeneSymbolResponse } from '../../../schemas/geneSymbol';
import type { CategoryModule, IndexedDoc } from '../types';
import { criteriaOf, linkTo, listOf, termsOf, textCriterion, textSortKey, type Link } from './rowCriteria';

export interface GeneSymbolDoc {
  id: string;
  symbol: string;
  full_name: string | null;
  /** 'T' for a symbol of a mutant phenotype (the browse table shows P), 'F' for a gene symbol (shown as G). */
  type: 'T' | 'F';
  status: string | null;
  reference: Link | null;
  contact: Link | null;
  /** The date the symbol was registered (YYYY-MM-DD), or null. */
  submitted: string | null;
}

type Attribution = NonNullable<GeneSymbolResponse['attributions']>[number];
type Reference = { referenceId?: string | number | null; title?: string | null; name?: string | null };

/** Who registered the symbol (the attribution 'registered by' or 'submitted by'; else the first one). */
const registration = (symbol: GeneSymbolResponse): Attribution | undefined => {
  const attributions = listOf(symbol.attributions);
  return attributions.find((attribution) => /registered|submitted/i.test(attribution.attributionType ?? '')) ?? attributions[0];
};

const personName = (attribution: Attribution) =>
  [attribution.firstName, attribution.lastName].filter(Boolean).join(' ') || attribution.organizationName || null;

export function geneSymbolDoc(key: string, symbol: GeneSymbolResponse): GeneSymbolDoc {
  const registered = registration(symbol);
  // The publication that describes the symbol, when the record names one.
  const reference = listOf((symbol as { publications?: Reference[] | null }).publications)[0];
  const date = registered?.attributionDate;
  return {
    id: key,
    symbol: symbol.symbol,
    full_name: symbol.descriptiveSymbol ?? null,
    type: symbol.hasMutantPhenotype === 'T' || symbol.hasMutantPhenotype === true ? 'T' : 'F',
    status: symbol.status ?? null,
    reference: reference ? linkTo(reference.referenceId, reference.name ?? reference.title) : null,
    contact: registered ? linkTo(registered.communityId, personName(registered)) : null,
    submitted: typeof date === 'number' ? new Date(date).toISOString().slice(0, 10) : date ? date.slice(0, 10) : null,
  };
}

function indexSymbol(key: string, symbol: GeneSymbolResponse): IndexedDoc {
  const doc = geneSymbolDoc(key, symbol);
  return {
    id: key,
    doc: { ...doc },
    sortKey: textSortKey(doc.symbol),
    terms: [...termsOf('symbol', [symbol.symbol]), ...termsOf('full_name', [symbol.descriptiveSymbol])],
  };
}

export const geneSymbolCategory: CategoryModule<GeneSymbolPayload> = {
  category: 'genesymbol',
  version: 1,
  sourceTypes: ['genesymbol'],
  // Records were checked against schemas/geneSymbol.ts by the data tests.
  index: (type, key, body) => (type === 'genesymbol' ? [indexSymbol(key, body as GeneSymbolResponse)] : []),
  payload: geneSymbolPayload,
  query: (payload) => ({
    category: 'genesymbol',
    criteria: criteriaOf(...listOf(payload.searchTerms).map((row) => textCriterion([row.search_type], row.search_method, row.search_input))),
  }),
};
