// The advanced search form config format (001 §2.2, §3, §4, §5, §9): what a form may say. Its one source of truth is
// the zod schema in formConfigSchema.ts; the types below are inferred from it.
//
// A form is plain data — no functions, no JSX — rendered and submitted by one engine (SearchFormPage). To add a form:
// write `configs/<path>.ts` exporting `searchForm = defineSearchForm({...})`; the registry (formRegistry.ts) finds it
// there. `formConfigs.test.ts` validates every registered config with that schema and with `checkSearchForm` (keys
// unique, conditions and rules naming real controls, defaults among the options).
//
//   {
//     path: 'genes',                       // the route /search/genes, and the file's name: configs/genes.ts
//     presetRoutes: [{ path: 'vector', presets: { category: 'vector' } }],  // /search/vector: this form, preset
//     overview: { position: 2, label: 'Genes', summary: 'Loci by name, …' },  // its entry on the Search overview
//     title: 'Gene Search', breadcrumb: 'Genes', description: '…', help: '/help#searching',
//     results: { category: 'genes', handOver: 'key' },  // /results?mainType=detail&category=genes&key=searchParams_<t>
//     count: { endpoint: 'search/gene', one: 'locus', other: 'loci' },  // live count under Submit
//     rules: [{ rule: 'geneList', field: 'geneList' }],  // named payload rules (rules/payloadRules.ts)
//     sections: [{ id: 'name', title: 'Search by Name or Phenotype', rows: [
//       { kind: 'line', id: 'name-line', controls: [
//         { kind: 'select', name: 'searchBy', label: 'Search by', options: [{ value: 'name', label: 'Gene Name' }], default: 'name' },
//         { kind: 'text', name: 'detailSearchText', label: 'Search text' } ] },
//       { kind: 'repeat', id: 'terms', list: 'searchTerms', count: 3, requires: ['search_input'],
//         rowDefaults: [{ search_method: 'contains' }, {}, { search_method: 'exactly' }],
//         methodRestriction: { typeField: 'search_type', methodField: 'search_method', exactOnly: ['genbank_gi'] },
//         controls: [ …controls named relative to the row: search_type, search_method, search_input… ] } ] }],
//   }
//
// Names. A control's `name` is its place in the payload, a dotted path (`nameSection.nameText`,
// `restrictByFeatures.0.vector_type`; a number makes an array element). In a repeat row the name is relative to
// the row: row i of list `searchTerms` puts `search_input` at `searchTerms.i.search_input`. A control's `id` (default:
// its name; in a repeat row `<row id>.<i>.<id or name>`) is its key in the form's state and in the page address, so
// two controls that are never shown together (DNA clone and vector rows) may share a payload name with distinct ids.
//
// Values. Text, textarea, number, select and radio hold text; multiSelect and checkboxes hold lists; checkbox holds
// true/false; fixed controls put a constant in the payload and show nothing. Number controls send numbers.
//
// Submitting (buildPayload.ts): the values of the shown controls are set at their names; a repeat row whose
// `requires` fields are all empty is left out; the named rules run in order; then §5 pruning drops empty, false and
// 'any' values, empty or only-'any' lists and rows left with nothing. A control, row or section hidden by `showIf`
// contributes nothing, and its value returns to its default whenever another value changes.
import type { z } from 'zod';
import type * as format from './formConfigSchema';

export type SearchFormConfig = z.infer<typeof format.searchFormConfig>;
export type FormSection = z.infer<typeof format.section>;
export type FormRow = z.infer<typeof format.row>;
export type RepeatRow = Extract<FormRow, { kind: 'repeat' }>;
export type FormControl = z.infer<typeof format.control>;
export type FormOption = z.infer<typeof format.option>;
export type FormCondition = z.infer<typeof format.condition>;
export type MethodRestriction = NonNullable<RepeatRow['methodRestriction']>;
export type RuleRef = z.infer<typeof format.ruleRef>;
export type ResultCategoryName = z.infer<typeof format.resultCategoryName>;
/** What the registry knows of a form before its config loads (scripts/build/searchFormIdentity.ts reads it). */
export type SearchFormIdentity = Pick<SearchFormConfig, 'path' | 'presetRoutes' | 'overview'>;

/**
 * Types a config as it is written (a typo in a kind or key fails tsc); formConfigs.test.ts validates every
 * registered config against the zod schema (formConfigSchema.ts) at run time too.
 */
export const defineSearchForm = (config: SearchFormConfig): SearchFormConfig => config;
