import { describe, expect, it } from 'vitest';
import locusConfig from '../../../sections/locus';
import { emptyLocus } from '../../../data/records/locus/fixtures/empty';
import { nac001Locus } from '../../../data/records/locus/fixtures/nac001';
import type { FieldConfig, RecordTypeConfigData, SectionConfig } from '../config/format';
import { fieldHasData, recordFullness, sectionHasData } from './recordEmptiness';

const config = locusConfig as RecordTypeConfigData;
const sectionOf = (id: string) => config.sections.find((section) => section.id === id) as SectionConfig;
const text = (path: string): FieldConfig => ({ kind: 'text', label: 'Text', path });

describe('whether a field has data', () => {
  it('counts blank text, empty lists and objects of nothing as empty, as the renderers do', () => {
    expect(fieldHasData(text('name'), { name: '  ' })).toBe(false);
    expect(fieldHasData(text('names'), { names: [] })).toBe(false);
    expect(fieldHasData(text('stock'), { stock: { name: null, type: '' } })).toBe(false);
    expect(fieldHasData(text('name'), { name: 'NAC001' })).toBe(true);
    expect(fieldHasData(text('count'), { count: 0 })).toBe(true);
  });

  it('counts a field whose showIf is not met as empty', () => {
    const field: FieldConfig = { ...text('stock'), showIf: { path: 'available', equals: 'T' } };
    expect(fieldHasData(field, { stock: 'CS9379', available: 'F' })).toBe(false);
    expect(fieldHasData(field, { stock: 'CS9379', available: 'T' })).toBe(true);
  });

  it('counts a genome browser without coordinates as empty, though its frame would show the default view', () => {
    const browser = sectionOf('maps').fields[0]!;
    expect(fieldHasData(browser, emptyLocus)).toBe(false);
    expect(fieldHasData(browser, nac001Locus)).toBe(true);
  });

  it('counts the phylogenetic tree link only when the record says there is a tree', () => {
    const tree = sectionOf('homology').fields[1]!;
    expect(fieldHasData(tree, { name: 'AT1G01010', hasPhylogenesPage: 'F' })).toBe(false);
    expect(fieldHasData(tree, { name: 'AT1G01010', hasPhylogenesPage: 'T' })).toBe(true);
  });

  it('counts the side data fetched by locus name (homologs, expression) as there when the record names its locus', () => {
    const homologs = sectionOf('homology').fields[0]!;
    expect(fieldHasData(homologs, { name: 'AT5G99990' })).toBe(true);
    expect(fieldHasData(homologs, { name: '' })).toBe(false);
  });

  it('leaves a field whose value cannot be read to its own error report instead of hiding it', () => {
    const broken: FieldConfig = { kind: 'table', label: 'Gene Models', derive: 'geneFeatures', columns: [{ header: 'Name', path: 'name' }] };
    expect(fieldHasData(broken, {})).toBe(true);
  });
});

describe('a record with little data', () => {
  it('finds the empty locus mostly empty: only the summary, expression and homology sections have anything', () => {
    const fullness = recordFullness(config, emptyLocus);
    expect(fullness).toEqual({ emptySections: config.sections.length - 3, sections: config.sections.length, littleData: true });
    expect(config.sections.filter((section) => sectionHasData(section, emptyLocus)).map((section) => section.id)).toEqual([
      'summary',
      'expression',
      'homology',
    ]);
  });

  it('finds a well-described locus not so', () => {
    expect(recordFullness(config, nac001Locus).littleData).toBe(false);
  });

  it('does not call two empty sections of a short record little data', () => {
    const short: RecordTypeConfigData = { ...config, sections: config.sections.slice(0, 3) };
    expect(recordFullness(short, emptyLocus)).toMatchObject({ emptySections: 2, littleData: false });
  });
});
