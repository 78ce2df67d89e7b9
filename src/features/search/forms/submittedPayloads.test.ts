// What every search form submits is what the server takes: the payload the form engine builds, from the form's
// defaults and from a form with every shown control filled in, parses with the payload schema of the server's module
// for the category the results page sends it to (server/search/categories, its schema in contracts/search). A field
// the form names and the server does not, or a choice the server refuses, fails here instead of as a 400 on the
// results page; a form whose category no module answers, or a module no form or page asks, fails too.
import { describe, expect, it } from 'vitest';
import { categoryByName, categoryModules } from '../../../../server/search/categories';
import { resultCategories } from '../results/resultCategories';
import { buildPayload } from './engine/buildPayload';
import { changeValue, concreteControls, isShown, type ConcreteControl, type FormValue, type FormValues } from './engine/formModel';
import type { SearchFormConfig } from './formConfig';
import { searchFormEntries } from './formRegistry';

/** Typed values the generic filler cannot guess (a GO id, a range whose bounds must agree). */
const TYPED: Readonly<Record<string, string>> = {
  go_id_search_inp: 'GO:0003700',
};

/** Which end of each list of choices the filler picks: the first choices, or the last. */
type End = 'first' | 'last';

/** A value a reader could choose or type in this control, or undefined when it has none to offer. */
function sampleValue(concrete: ConcreteControl, end: End): FormValue | undefined {
  const { control } = concrete;
  const choices = 'options' in control && control.options ? control.options.map((option) => option.value).filter((value) => value !== 'any') : [];
  switch (control.kind) {
    case 'select':
    case 'radio':
      return end === 'first' ? choices[0] : choices.at(-1);
    case 'multiSelect':
      return choices.length > 0 ? (end === 'first' ? choices.slice(0, 2) : choices.slice(-2)) : undefined;
    case 'checkboxes':
      return choices;
    case 'checkbox':
      return true;
    case 'number':
      return String(control.min ?? 1);
    case 'text':
    case 'textarea':
      return TYPED[control.name.split('.').at(-1)!] ?? 'AT1G01010';
    default:
      return undefined;
  }
}

/** Every control shown is filled in once; controls a choice brings into view are filled in on the next round. */
function everythingFilled(config: SearchFormConfig, start: FormValues, end: End): FormValues {
  let values = start;
  const done = new Set<string>();
  for (let round = 0; round < 3; round += 1) {
    for (const concrete of concreteControls(config)) {
      if (done.has(concrete.key) || !isShown(concrete.conditions, values)) continue;
      done.add(concrete.key);
      const value = sampleValue(concrete, end);
      if (value !== undefined) values = changeValue(config, values, concrete.key, value);
    }
  }
  return values;
}

const startValues = (config: SearchFormConfig, presets: Readonly<Record<string, string>> = {}): FormValues => ({
  ...Object.fromEntries(concreteControls(config).map((concrete) => [concrete.key, concrete.defaultValue])),
  ...presets,
});

/** The search category the results page posts this form's payload to (search/{category}). */
const categoryOf = (config: SearchFormConfig) => resultCategories[config.results.category].endpoint.replace(/^search\//, '');

/** The server's payload schema for the category this form submits to. */
function serverSchemaOf(config: SearchFormConfig) {
  const module = categoryByName.get(categoryOf(config));
  if (!module) throw new Error(`${config.path} submits to search/${categoryOf(config)}, which no server category module answers`);
  return module.payload;
}

/** Categories no form submits to, and the page that asks them instead (002 §2.1). */
const ASKED_BY_BROWSE_PAGES: Readonly<Record<string, string>> = {
  genesymbol: '/browse/gene_symbols',
  transposonfamily: '/browse/transposon_families',
};

describe('the search forms and the server categories', () => {
  it('agree: every form submits and counts with a category the server has, and every category has a form or a page', async () => {
    const configs = await Promise.all(searchFormEntries.map(async (entry) => (await entry.load()).searchForm));
    const formCategories = new Set(configs.map(categoryOf));
    const serverCategories = categoryModules.map((module) => module.category);
    expect([...formCategories].filter((category) => !categoryByName.has(category))).toEqual([]);
    expect(configs.filter((config) => config.count.endpoint !== `search/${categoryOf(config)}`).map((config) => config.path)).toEqual([]);
    expect(serverCategories.filter((category) => !formCategories.has(category) && !(category in ASKED_BY_BROWSE_PAGES))).toEqual([]);
    expect(Object.keys(ASKED_BY_BROWSE_PAGES).filter((category) => formCategories.has(category) || !categoryByName.has(category))).toEqual([]);
  });
});

describe('the payload every search form submits parses with the server schema', () => {
  it('covers the thirteen forms of the registry', () => {
    expect(searchFormEntries).toHaveLength(13);
  });

  describe.each(searchFormEntries.map((entry) => [entry.path, entry] as const))('/search/%s', (_path, entry) => {
    it('as it opens', async () => {
      const { searchForm } = await entry.load();
      const built = buildPayload(searchForm, startValues(searchForm, entry.presets));
      expect(built.problems).toEqual([]);
      expect(serverSchemaOf(searchForm).safeParse(built.payload).error?.issues).toBeUndefined();
    });

    // The first choices keep the DNA form on clones, the last ones turn it to vectors: both sets of rows are sent.
    it.each(['first', 'last'] as const)('with every control filled in, choosing the %s choices', async (end) => {
      const { searchForm } = await entry.load();
      const built = buildPayload(searchForm, everythingFilled(searchForm, startValues(searchForm, entry.presets), end));
      expect(built.problems).toEqual([]);
      // A filled-in form sends more than the form sends as it opens (a filler that filled nothing would pass too).
      expect(Object.keys(built.payload).length).toBeGreaterThan(0);
      expect(serverSchemaOf(searchForm).safeParse(built.payload).error?.issues).toBeUndefined();
    });
  });
});
