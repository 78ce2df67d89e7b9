import { describe, expect, it } from 'vitest';
import { cardOrder } from './cardOrder';

const ids = (columns: { id: string }[]) => columns.map((column) => column.id);

describe('cardOrder', () => {
  it('puts the identifier, then the name and description columns, before the others', () => {
    const columns = ['gene_name', 'gene_model_ids', 'other_names', 'gene_model_type', 'description', 'keywords'].map((id) => ({ id }));
    expect(ids(cardOrder(columns))).toEqual(['gene_name', 'other_names', 'description', 'gene_model_ids', 'gene_model_type', 'keywords']);
  });

  it('keeps the table order when no column names the row', () => {
    expect(ids(cardOrder([{ id: 'no' }, { id: 'year' }, { id: 'doi' }]))).toEqual(['no', 'year', 'doi']);
  });

  it('leads with the first column that is not a number: a No. column counts the rows, it does not name them', () => {
    expect(ids(cardOrder([{ id: 'no', kind: 'number' }, { id: 'experiment', kind: 'text' }, { id: 'count', kind: 'number' }]))).toEqual(['experiment', 'no', 'count']);
    expect(ids(cardOrder([{ id: 'no', kind: 'number' }, { id: 'count', kind: 'number' }]))).toEqual(['no', 'count']);
  });
});
