import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { recordSchemaOf } from '../../../schemas';
import { recordTypes } from '../../../sections';
import type { SummaryConfig } from '../config/summaryFormat';
import { checkSummaryConfig } from './checkSummaryConfig';

const withSummary = recordTypes.filter((config) => config.summary);

describe('the summary band configs', () => {
  it('are given for the locus, gene and protein bands and the clone and publication name lines', () => {
    expect(withSummary.map((config) => config.type)).toEqual(expect.arrayContaining(['locus', 'gene', 'protein', 'clone', 'publication']));
  });

  it.each(withSummary.map((config) => [config.type, config] as const))('%s reads only paths its record schema has', (_type, config) => {
    const schema = recordSchemaOf(config.type);
    expect(checkSummaryConfig(config.summary as SummaryConfig, schema)).toEqual([]);
  });
});

describe('the summary band check', () => {
  const schema = z.looseObject({
    name: z.string(),
    symbols: z.array(z.looseObject({ symbol: z.string(), fullName: z.string() })),
    chromosome: z.string(),
  });

  it('names the item and path of a typo in a path, a filter, a template or a location', () => {
    const summary: SummaryConfig = {
      label: 'At a glance',
      items: [
        { kind: 'value', label: 'Name', path: 'nmae' },
        { kind: 'value', label: 'Full Name', path: 'symbols', where: { path: 'symbl', sameAs: 'name' }, text: '{fullname}' },
        { kind: 'location', label: 'Location', chromosome: 'chromosome', start: 'start', end: 'chromosome' },
      ],
      nameLine: ['{^title}'],
    };
    expect(checkSummaryConfig(summary, schema).map(({ item, path }) => `${item}: ${path}`)).toEqual([
      'Name: nmae',
      'Full Name: symbl',
      'Full Name: fullname',
      'Location: start',
      'name line: title',
    ]);
  });

  it('cannot check the rows a derivation builds, and does not report them', () => {
    const summary: SummaryConfig = { items: [{ kind: 'value', label: 'Symbols', derive: 'locusSymbols', text: '{anything}' }] };
    expect(checkSummaryConfig(summary, schema)).toEqual([]);
  });
});
