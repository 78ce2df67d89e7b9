// The loci and publications a submission cites (001 §3.6 comments), by the keys the form's pickers give: each must
// be a record of the dataset, and is named as its record names it (the AGI code and symbol, the title and year as
// publication search shows them). Curators review those names and an approved symbol's record carries them, so a
// submitter's own text ('a paper by a curator') never stands in for a record.
import type { RecordReader } from '../db/recordReader';
import { locusFields } from '../search/categories/gene/locusFields';
import { publicationDoc } from '../search/categories/publication';
import type { PublicationResponse } from '../../schemas/publication';
import type { CitedKeys, SubmissionComments } from './rules';

export type CitationOutcome = { ok: true; comments: SubmissionComments } | { ok: false; error: string; field: string };

export function citedRecords(records: RecordReader) {
  const parsed = async (type: string, key: string): Promise<unknown> => {
    const body = await records.body(type, key);
    return body === undefined ? undefined : JSON.parse(body);
  };

  return {
    /** The comments with every cited key named from its record; the first key that names no record is a 400. */
    async resolve(cited: CitedKeys): Promise<CitationOutcome> {
      const loci: SubmissionComments['loci'] = [];
      for (const [index, { id }] of cited.loci.entries()) {
        const locus = await parsed('locus', id);
        const fields = locus === undefined ? null : locusFields(id, locus);
        if (!fields) return { ok: false, error: `No locus has the id ${id}.`, field: `comments.loci.${index}.id` };
        loci.push({ id, name: fields.agi, symbol: fields.symbols[0] ?? null });
      }
      const publications: SubmissionComments['publications'] = [];
      for (const [index, { id }] of cited.publications.entries()) {
        const publication = await parsed('publication', id);
        if (publication === undefined) return { ok: false, error: `No publication has the id ${id}.`, field: `comments.publications.${index}.id` };
        // Records were checked against schemas/publication.ts by the data tests.
        const doc = publicationDoc(id, publication as PublicationResponse);
        publications.push({ id, title: doc.title, year: doc.year });
      }
      return { ok: true, comments: { text: cited.text, loci, publications } };
    },
  };
}
