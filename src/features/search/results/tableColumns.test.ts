import { describe, expect, it } from 'vitest';
import { annotationDocs, descriptionDocs, geneDocs, locusHistoryDocs, microarrayDocs } from '../../../../mocks/fixtures/search/geneDocs';
import { communityDocs, dnaDocs, transposonDocs } from '../../../../mocks/fixtures/search/recordDocs';
import { resultCategories } from './resultCategories';
import { cellText } from './table/cellText';
import { listPreview } from './table/listPreview';
import { resultColumns } from './resultColumns';
import { tableColumnsFor, type ResultDoc } from './tableColumns';

const column = (kind: Parameters<typeof tableColumnsFor>[0], id: string) => {
  const found = tableColumnsFor(kind).find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no column ${id}`);
  return found;
};

const doc = (value: Record<string, unknown>) => value as ResultDoc;

// 001 §2.3: the row links a results page opens.
const DETAIL_ROUTES = [
  '/locus?key=', '/locus?name=', '/gene?key=', '/gene?name=', '/protein?key=', '/germplasm?key=', '/clone?key=', '/vector?key=',
  '/ecotype?key=', '/polyallele?key=', '/publication?key=', '/protocol?id=', '/keyword?key=', '/marker?key=', '/transposon?key=',
  '/transposonfamily?key=', '/person?key=', '/organization?key=', '/array_element?key=', '/genesymbol?key=', '/community?key=',
  '/analysisreference?key=', '/communication?key=',
];

describe('result column configs', () => {
  it('give every category of the results page its columns', () => {
    for (const category of Object.values(resultCategories)) expect(resultColumns[category.docKind].length).toBeGreaterThan(0);
  });

  it('link only to detail routes', () => {
    for (const specs of Object.values(resultColumns)) {
      for (const spec of specs.filter((candidate) => candidate.link)) {
        const link = (spec.link ?? '').replace('{^type}', 'clone').replace('{^reference_type}', 'communication');
        expect(DETAIL_ROUTES.some((route) => link.startsWith(route)), `${spec.id}: ${spec.link}`).toBe(true);
      }
    }
  });

  it('keep the ids that 001 §2.3 never sorts by where they hold such data', () => {
    expect(column('gene', 'description').sortable).toBeUndefined();
    expect(resultColumns.germplasm.map((spec) => spec.id)).toContain('stock_number');
  });
});

describe('table columns built from the configs', () => {
  it('link a gene row by its key and each gene model by its name', () => {
    const [nac001] = geneDocs;
    const locus = column('gene', 'gene_name');
    expect(locus.value(doc(nac001!))).toBe('AT1G01010');
    expect(locus.href?.(doc(nac001!), locus.value(doc(nac001!)))).toBe('/locus?key=2200935');
    const models = column('gene', 'gene_model_ids');
    const links = models.value(doc(nac001!)) as { id: string; name: string }[];
    expect(links).toEqual([{ id: 'AT1G01010.1', name: 'AT1G01010.1' }]);
    expect(models.href?.(doc(nac001!), links[0])).toBe('/gene?name=AT1G01010.1');
  });

  it('send clones and vectors, people and organizations to their own routes', () => {
    const name = column('dna', 'name');
    expect(dnaDocs.map((row) => name.href?.(doc(row), name.value(doc(row))))).toEqual(['/clone?key=1000430981', '/clone?key=1000511110', '/vector?key=1000001']);
    const person = column('community', 'name');
    expect(communityDocs.map((row) => person.href?.(doc(row), person.value(doc(row))))).toEqual(['/person?key=1501434577', '/organization?key=1501415870']);
  });

  it('link a field holding { id, name } by the link, not the row', () => {
    const family = column('transposon', 'family');
    const [first] = transposonDocs;
    expect(family.href?.(doc(first!), family.value(doc(first!)))).toBe('/transposonfamily?key=7000001');
    const locus = column('microarray', 'locus');
    expect(locus.href?.(doc(microarrayDocs[0]!), locus.value(doc(microarrayDocs[0]!)))).toBe('/locus?key=2200935');
    expect(column('microarray', 'element').href?.(doc(microarrayDocs[0]!), '261585_at')).toBe('/array_element?key=261585_at');
  });

  it('draw no link for an empty reference', () => {
    const reference = column('annotation', 'reference');
    const withoutReference = doc(annotationDocs[1]!);
    expect(reference.value(withoutReference)).toBeNull();
    expect(reference.href?.(withoutReference, reference.value(withoutReference))).toBeUndefined();
  });

  it('link a reference to the route its type names', () => {
    const reference = column('annotation', 'reference');
    const row = doc({ ...annotationDocs[0]!, reference: { id: '501', name: 'An analysis' }, reference_type: 'analysisreference' });
    expect(reference.href?.(row, reference.value(row))).toBe('/analysisreference?key=501');
    expect(reference.href?.(doc(annotationDocs[0]!), reference.value(doc(annotationDocs[0]!)))).toBe('/publication?key=501741973');
  });

  it('show locus history status and link loci by name', () => {
    const [obsolete] = locusHistoryDocs;
    expect(column('locusHistory', 'status').value(doc(obsolete!))).toBe('obsolete');
    const locus = column('locusHistory', 'locus');
    expect(locus.href?.(doc(obsolete!), locus.value(doc(obsolete!)))).toBe('/locus?name=AT1G01015');
  });

  it('encode values placed in a link', () => {
    const model = column('description', 'gene_model');
    const row = doc({ ...descriptionDocs[0]!, gene_model: 'AT1G01010.1&x=1' });
    expect(model.href?.(row, model.value(row))).toBe('/gene?name=AT1G01010.1%26x%3D1');
  });

  it('fold a publication\'s authors as a list, while sorting and downloads read them as written', () => {
    const authors = column('publication', 'authors');
    const row = doc({ id: '1', authors: 'Okafor N, Lindqvist A, Moreau C, Tanaka H, Silva R, Novak P et al.' });
    expect(authors.value(row)).toEqual(['Okafor N', 'Lindqvist A', 'Moreau C', 'Tanaka H', 'Silva R', 'Novak P et al.']);
    expect(cellText(authors, row)).toBe('Okafor N, Lindqvist A, Moreau C, Tanaka H, Silva R, Novak P et al.');
    expect(listPreview(authors.value(row) as string[])).toEqual({ shown: ['Okafor N', 'Lindqvist A'], hidden: 4 });
  });

  it('are built once per kind, so the table sees the same columns on every render', () => {
    expect(tableColumnsFor('protein')).toBe(tableColumnsFor('protein'));
  });
});
