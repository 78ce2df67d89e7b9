import { describe, expect, it } from 'vitest';
import { fillHref } from '../templates';
import { formatters } from './index';

describe('ontology formatters', () => {
  it('send GO ids to QuickGO and PO ids to the Planteome browser', () => {
    expect(formatters.ontologyTermUrl('GO:0005634')).toBe('https://www.ebi.ac.uk/QuickGO/term/GO:0005634');
    expect(formatters.ontologyTermUrl('PO:0009046')).toBe('https://browser.planteome.org/amigo/term/PO:0009046');
    expect(formatters.ontologyTermUrl(' go:0005634 ')).toBe('https://www.ebi.ac.uk/QuickGO/term/GO:0005634');
  });

  it('give no URL for other ids, so they show as plain text', () => {
    for (const id of ['TO:0000001', 'GO:', 'GO:0005634/../x', 'nucleus', '', null, 5634]) {
      expect(formatters.ontologyTermUrl(id), String(id)).toBe('');
    }
  });

  it('make a link template a whole URL, or no link at all', () => {
    const scope = (item: unknown) => ({ item, record: {} });
    expect(fillHref('{$|ontologyTermUrl}', scope('PO:0007616'))).toBe('https://browser.planteome.org/amigo/term/PO:0007616');
    expect(fillHref('{$|ontologyTermUrl}', scope('TO:0000001'))).toBeUndefined();
  });

  it('name keyword types as the ontology aspects researchers know', () => {
    expect(formatters.keywordType('comp')).toBe('GO Cellular Component');
    expect(formatters.keywordType('func')).toBe('GO Molecular Function');
    expect(formatters.keywordType('proc')).toBe('GO Biological Process');
    expect(formatters.keywordType('grow')).toBe('Growth and Developmental Stages');
    expect(formatters.keywordType('stru')).toBe('Plant Structure');
    expect(formatters.keywordType('anat')).toBe('anat');
    expect(formatters.keywordType(null)).toBe('');
  });
});
