import { describe, expect, it } from 'vitest';
import { rowsToDelimited } from './exportRows';
import type { ResultColumn } from './resultColumn';
import { kindsColumns, kindsRows } from './resultsTableFixtures.testSupport';

interface Row {
  id: string;
  name: string;
  note: string;
}

const columns: ResultColumn<Row>[] = [
  { id: 'name', header: 'Name', kind: 'text', value: (row) => row.name },
  { id: 'note', header: 'Note', kind: 'text', value: (row) => row.note },
];

describe('rowsToDelimited', () => {
  it('writes a header line and one line per row, columns in the order given', () => {
    const rows = [{ id: '1', name: 'AT1G01010', note: 'NAC001' }];
    expect(rowsToDelimited(rows, [columns[1]!, columns[0]!], { delimiter: '\t' })).toBe('Note\tName\nNAC001\tAT1G01010\n');
  });

  it('leaves out the row number and checkbox columns', () => {
    const withOwn: ResultColumn<Row>[] = [{ id: 'row_number', header: '#', kind: 'number', value: () => 1 }, { id: 'selected', header: '', kind: 'text', value: () => '' }, ...columns];
    expect(rowsToDelimited([], withOwn, { delimiter: '\t' })).toBe('Name\tNote\n');
  });

  it('writes the text of every cell kind: link names, lists, groups, HTML without tags, ISO dates', () => {
    const [header, first, second] = rowsToDelimited(kindsRows, kindsColumns, { delimiter: '\t' }).split('\n');
    expect(header).toBe('Name\tType\tSynonyms\tLoci\tGene Models\tDescription\tLength\tSubmitted');
    expect(first!.split('\t')).toEqual([
      'SALK_059567',
      'individual_line',
      'flc-3, SALK_059567C',
      'AT5G10140, AT1G01060',
      'AT5G10140: AT5G10140.1, AT5G10140.2; AT1G01060: AT1G01060.1',
      'T-DNA insertion in FLOWERING LOCUS C; see FLC.',
      '12345.5',
      '2026-11-25',
    ]);
    expect(second!.split('\t')).toEqual(['CS3749', 'set', '', '', '', '', '87', '2003-02-07']);
  });

  it("uses a column's exportValue over its cell text", () => {
    const exported: ResultColumn<Row>[] = [{ ...columns[0]!, exportValue: (row) => `TAIR:${row.id}` }];
    expect(rowsToDelimited([{ id: '7', name: 'x', note: '' }], exported, { delimiter: '\t' })).toBe('Name\nTAIR:7\n');
  });
});
