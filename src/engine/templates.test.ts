import { describe, expect, it } from 'vitest';
import { fillHref, fillText, safeHref } from './templates';

const record = { locusId: 2200935, name: 'AT1G01010' };

describe('templates', () => {
  it('fills paths from the item and ^paths from the record', () => {
    expect(fillText('{name} on {^name}', { item: { name: 'SALK_089401' }, record })).toBe('SALK_089401 on AT1G01010');
  });

  it('encodes values inside URLs', () => {
    expect(fillHref('/results?key={name}', { item: { name: 'a b&c' }, record })).toBe('/results?key=a%20b%26c');
  });

  it('applies a named formatter', () => {
    expect(fillHref('/array_element?key={name|arrayElementKey}', { item: { name: '245925 At1g01010' }, record })).toBe(
      '/array_element?key=245925_at1g01010',
    );
  });

  it('draws no link when a value is missing', () => {
    expect(fillHref('/germplasm?key={tairObjectId}', { item: {}, record })).toBeUndefined();
  });

  it('keeps a leading base URL whole but refuses unsafe schemes', () => {
    expect(fillHref('{url}', { item: { url: 'https://www.ncbi.nlm.nih.gov/gene/839580' }, record })).toBe('https://www.ncbi.nlm.nih.gov/gene/839580');
    expect(fillHref('{url}', { item: { url: 'javascript:alert(1)' }, record })).toBeUndefined();
  });

  it('allows only site paths, http(s) and mailto', () => {
    expect(safeHref('/locus?key=1')).toBe('/locus?key=1');
    expect(safeHref('//evil.example/x')).toBeUndefined();
    expect(safeHref('data:text/html,hi')).toBeUndefined();
    expect(safeHref('mailto:curator@arabidopsis.org')).toBe('mailto:curator@arabidopsis.org');
  });

  it('never reads inherited properties', () => {
    expect(fillText('{constructor}', { item: {}, record })).toBe('');
  });
});
