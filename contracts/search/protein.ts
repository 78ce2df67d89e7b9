// The protein search payload (POST /api/search/protein; 001 §2.2, §3.1 Protein, §5): name, list of loci, structural
// class, physico-chemical ranges and domain rows.
import * as z from 'zod';
import { MAX_GENE_LIST, oneOf, pastedList, rows, searchMethod, searchText } from './payload';

/** 001 §3.7 protein name types: locus (AGI code or gene model), gene symbol, GenPept id (GenBank gi). */
export const PROTEIN_NAME_TYPES = ['locus', 'symbol', 'genPeptId'] as const;
/** 001 §3.7 class types a-h: the SCOP structural classes (all-α, all-β, α/β, α+β, multi-domain, membrane, small, coiled coil). */
export const PROTEIN_CLASSES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;

/** 001 §3.7: the 25 domain databases of the domain rows. */
export const DOMAIN_DATABASES = [
  'interpro', 'pfam', 'smart', 'panther', 'prosite_profiles', 'prosite_patterns', 'prints', 'prodom', 'tigrfam',
  'pirsf', 'superfamily', 'gene3d', 'hamap', 'sfld', 'cdd', 'ncbifam', 'pirsr', 'antifam', 'funfam', 'coils',
  'mobidb_lite', 'phobius', 'signalp', 'tmhmm', 'blastprodom',
] as const;

/** 001 §3.7 physico-chemical properties: length (residues), mw (Daltons; the form converts kDa), pi. */
export const PHYSIO_TYPES = ['length', 'mw', 'pi'] as const;

const amount = z.number({ error: 'must be a number' }).min(0, 'must not be negative');

const physioRow = z
  .strictObject({ type: oneOf(PHYSIO_TYPES), min: amount.optional(), max: amount.optional() })
  .refine((row) => row.min === undefined || row.max === undefined || row.min <= row.max, { path: ['max'], message: 'must not be below min' });

export const domainRow = z.strictObject({
  type: oneOf(['domain']).optional(),
  quant_type: oneOf(['<', '>', '=']),
  quant_number: z.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'must not be negative'),
  db_name: oneOf(DOMAIN_DATABASES),
  db_acc_input: searchText,
});

/** Locus or gene model ids joined by semicolons (newlines are read as semicolons too). */
const geneList = pastedList(MAX_GENE_LIST * 40, 'is too long').refine((text) => splitIds(text).length <= MAX_GENE_LIST, `must hold at most ${MAX_GENE_LIST} ids`);
export const splitIds = (text: string) => text.split(/[;\r\n]+/).map((id) => id.trim()).filter((id) => id !== '');

export const proteinPayload = z.strictObject({
  nameSection: z.strictObject({ nameBy: searchMethod.optional(), nameType: oneOf(PROTEIN_NAME_TYPES).optional(), nameText: searchText.optional() }).optional(),
  geneList: geneList.optional(),
  classType: rows(oneOf(PROTEIN_CLASSES)).optional(),
  physioSection: rows(physioRow).optional(),
  domainSection: rows(domainRow).optional(),
});
export type ProteinPayload = z.infer<typeof proteinPayload>;
