import { describe, expect, it } from 'vitest';
import { parseHiddenColumns, storedAfterChoice } from './columnChoice';

const geneIds = ['gene_name', 'gene_model_ids', 'other_names', 'description', 'keywords', 'uniprot_ids'];

describe('the remembered column choice', () => {
  it('shows every column when nothing is remembered', () => {
    expect([...parseHiddenColumns(null, geneIds)]).toEqual([]);
  });

  it('hides the columns a reader hid, and shows them again once shown', () => {
    const hidden = parseHiddenColumns(storedAfterChoice(new Set(), 'keywords', false), geneIds);
    expect([...hidden]).toEqual(['keywords']);
    expect([...parseHiddenColumns(storedAfterChoice(hidden, 'keywords', true), geneIds)]).toEqual([]);
  });

  it('ignores what it cannot read, columns the category does not have, and the first column', () => {
    expect([...parseHiddenColumns('{not json', geneIds)]).toEqual([]);
    expect([...parseHiddenColumns('{"keywords":false}', geneIds)]).toEqual([]);
    expect([...parseHiddenColumns('["gene_name","no_such_column",3,"uniprot_ids"]', geneIds)]).toEqual(['uniprot_ids']);
  });
});
