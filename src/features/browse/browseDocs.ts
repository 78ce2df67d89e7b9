// The docs of the browse calls (docs/search.md: POST /api/search/transposonfamily, /genesymbol, /publication), as
// the browse pages read them. Links are `{ id, name }`; a link may also come as the spec's 'name_id' string.
import * as z from 'zod/mini';

export interface DocLink {
  id: string;
  name: string;
}

const id = z.pipe(z.union([z.string(), z.number()]), z.transform((value) => String(value)));
const optionalText = z.pipe(z.nullish(z.union([z.string(), z.number()])), z.transform((value) => (value === null || value === undefined ? null : String(value))));

/** 'Ooka et al. 2003_501741973' → { name: 'Ooka et al. 2003', id: '501741973' }: the id follows the last underscore. */
export function nameIdLink(value: string): DocLink | null {
  const at = value.lastIndexOf('_');
  const name = value.slice(0, at).trim();
  const key = value.slice(at + 1).trim();
  return at > 0 && name !== '' && /^\d+$/.test(key) ? { name, id: key } : null;
}

const link = z.pipe(
  z.nullish(z.union([z.looseObject({ id, name: z.string() }), z.string()])),
  z.transform((value): DocLink | null => (value === null || value === undefined ? null : typeof value === 'string' ? nameIdLink(value) : { id: value.id, name: value.name })),
);
const links = z.pipe(z.nullish(z.array(link)), z.transform((value) => (value ?? []).filter((item): item is DocLink => item !== null)));
const texts = z.pipe(z.nullish(z.union([z.array(z.string()), z.string()])), z.transform((value) => (value === null || value === undefined ? [] : typeof value === 'string' ? [value] : value)));

export const transposonFamilyDocSchema = z.pipe(
  z.looseObject({ id, name: z.string(), super_family: optionalText, num_elements: z.nullish(z.number()), element_count: z.nullish(z.number()) }),
  z.transform((doc) => ({ id: doc.id, name: doc.name, superFamily: doc.super_family, elements: doc.num_elements ?? doc.element_count ?? null })),
);
export type TransposonFamilyDoc = z.infer<typeof transposonFamilyDocSchema>;

export const geneSymbolDocSchema = z.pipe(
  z.looseObject({ id, symbol: z.string(), full_name: optionalText, type: optionalText, status: optionalText, reference: link, contact: link, submitted: optionalText }),
  z.transform((doc) => ({
    id: doc.id,
    symbol: doc.symbol,
    fullName: doc.full_name,
    type: doc.type,
    status: doc.status,
    reference: doc.reference,
    contact: doc.contact,
    submitted: doc.submitted,
  })),
);
export type GeneSymbolDoc = z.infer<typeof geneSymbolDocSchema>;

export const publicationDocSchema = z.pipe(
  z.looseObject({
    id,
    title: z.string(),
    authors: texts,
    year: z.nullish(z.union([z.number(), z.string()])),
    source: optionalText,
    doi: optionalText,
    pubmed_id: optionalText,
    keywords: texts,
    loci: links,
    date_last_modified: optionalText,
  }),
  z.transform((doc) => ({
    id: doc.id,
    title: doc.title,
    /** The authors as the server cites them ('Ooka H, Satoh K, … et al.'). */
    authors: doc.authors.join(', '),
    year: doc.year === null || doc.year === undefined ? null : Number(doc.year),
    source: doc.source,
    doi: doc.doi,
    pubmedId: doc.pubmed_id,
    keywords: doc.keywords,
    loci: doc.loci,
    modified: doc.date_last_modified?.slice(0, 10) ?? null,
  })),
);
export type PublicationDoc = z.infer<typeof publicationDocSchema>;
