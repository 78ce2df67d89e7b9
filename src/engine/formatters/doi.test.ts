import { describe, expect, it } from 'vitest';
import { fillHref } from '../templates';
import { doiUrl } from './doi';

describe('doiUrl', () => {
  it('keeps the slashes of a DOI and encodes the rest', () => {
    expect(doiUrl('10.1105/tpc.19.00012')).toBe('https://doi.org/10.1105/tpc.19.00012');
    expect(doiUrl('10.1002/(SICI)1097-4636')).toBe('https://doi.org/10.1002/(SICI)1097-4636');
    expect(doiUrl('10.5555/a<b>#c')).toBe('https://doi.org/10.5555/a%3Cb%3E%23c');
  });

  it('accepts a DOI written with doi: or as a resolver link', () => {
    expect(doiUrl('doi:10.1038/35048692')).toBe('https://doi.org/10.1038/35048692');
    expect(doiUrl('https://dx.doi.org/10.1038/35048692')).toBe('https://doi.org/10.1038/35048692');
  });

  it('gives nothing for what is not a DOI, so no link is drawn', () => {
    for (const value of ['', 'not a doi', 'javascript:alert(1)', null, 42]) expect(doiUrl(value)).toBe('');
    expect(fillHref('{$|doiUrl}', { item: 'javascript:alert(1)', record: {} })).toBeUndefined();
  });

  it('makes a whole link in a template', () => {
    expect(fillHref('{$|doiUrl}', { item: '10.1105/tpc.19.00012', record: {} })).toBe('https://doi.org/10.1105/tpc.19.00012');
  });
});
