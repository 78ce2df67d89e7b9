// The gene form's payload (001 §3.1 "Gene criteria", field names as spelt there; contract in docs/search.md).
import * as z from 'zod';
import { chromosome, lineText, MAX_GENE_LIST, MAX_ROWS, oneOf, pastedList, position, searchMethod, searchText } from './payload';

/** 001 §3.7: the evidence codes of the keyword filter. */
export const EVIDENCE_CODES = [
  'EXP', 'IEA', 'IEP', 'IGI', 'IMP', 'IPI', 'ISS', 'NAS', 'ND', 'TAS', 'IC', 'RCA', 'IBA', 'IBD', 'IKR', 'IRD', 'ISM',
  'HDA', 'HEP', 'HGI', 'HMP',
] as const;

/**
 * An evidence code of the keyword filter: 'any', a code of 001 §3.7, or any other well-formed GO evidence code (2-4
 * capital letters): the data, as GO itself, also uses codes the form does not list (IDA, IGC, HTP …).
 */
const evidenceCode = z.string().regex(/^(any|[A-Z]{2,4})$/, {
  error: `must be 'any' or a GO evidence code of 2 to 4 capital letters (e.g. ${EVIDENCE_CODES.slice(0, 4).join(', ')}, IDA)`,
});

export const SEARCH_BY = ['name', 'description', 'phenotype', 'uniprot', 'locus_tair_object_id', 'gene_tair_object_id'] as const;
export const KEYWORD_TYPE_CHOICES = ['any', 'go_mf', 'go_bp', 'go_cc', 'po_anatomy', 'po_devstage'] as const;

/** A list of choices; 'any' in it means no restriction (001 §5 drops it, but a client may still send it). */
const choices = <T extends z.ZodType>(choice: T) => z.array(choice).max(MAX_ROWS, `must hold at most ${MAX_ROWS} values`);

/** 'AT1G01010;AT1G01020' (also newlines or commas): ids upper-cased, blanks dropped, at most 10,000. */
const geneList = pastedList(MAX_GENE_LIST * 40, 'is too long')
  .transform((text, context) => {
    const ids = [...new Set(text.split(/[;,\r\n]+/).map((id) => id.trim().toUpperCase()).filter((id) => id !== ''))];
    if (ids.length > MAX_GENE_LIST) {
      context.addIssue({ code: 'custom', message: `must hold at most ${MAX_GENE_LIST.toLocaleString('en')} ids (it holds ${ids.length.toLocaleString('en')})` });
      return z.NEVER;
    }
    return ids;
  });

const count = z.union([z.number(), z.string().max(20)]);

export const genePayload = z.strictObject({
  geneListUploadType: oneOf(['locus', 'gene']).optional(),
  geneList: geneList.optional(),
  taxonName: z.literal('Arabidopsis thaliana', { error: 'must be Arabidopsis thaliana (the only species gene search covers)' }).optional(),
  searchType: searchMethod.optional(),
  searchBy: oneOf(SEARCH_BY).optional(),
  detailSearchText: searchText.optional(),
  include_obsolete: z.boolean({ error: 'must be true or false' }).optional(),
  keywordTerm: searchText.optional(),
  keywordType: oneOf(KEYWORD_TYPE_CHOICES).optional(),
  evidence: choices(evidenceCode).optional(),
  geneModelType: choices(lineText(100)).optional(),
  advanced: choices(oneOf(['has_literature', 'genetic_only'])).optional(),
  chromosome: z.union([z.literal('any'), chromosome]).optional(),
  mapType: oneOf(['agi', 'physical', 'classical']).optional(),
  startPos: position.optional(),
  endPos: position.optional(),
  gaUnit: oneOf(['kbp', 'bp']).optional(),
  lociMatchCount: count.optional(),
  geneModelCount: count.optional(),
});

export type GenePayload = z.infer<typeof genePayload>;
