// POST /api/search/protein (001 §2.2, §3.1 Protein, §5): proteins by locus, symbol or GenPept id, by a list of
// loci, by structural class, by physico-chemical ranges (length in residues, MW in Daltons, pI) and by how many
// domains of a database entry they hold.
import * as z from 'zod';
import { domainRow, PROTEIN_CLASSES, PROTEIN_NAME_TYPES, proteinPayload, type ProteinPayload, splitIds } from '../../../contracts/search/protein';
import type { ProteinResponse } from '../../../schemas/protein';
import type { CategoryModule, Criterion, IndexedDoc, RelatedRecord } from '../types';
import type { LocusFields } from './gene/locusFields';
import { relatedLocus } from './relatedLocus';
import { criteriaOf, distinct, linkTo, listOf, termsOf, textCriterion, textSortKey } from './rowCriteria';

/** Term fields each name type (contracts/search/protein.ts) matches. */
const FIELDS_BY_NAME_TYPE: Record<(typeof PROTEIN_NAME_TYPES)[number], string[]> = {
  locus: ['locus', 'gene_model'],
  symbol: ['symbol'],
  genPeptId: ['genpept'],
};

/** Other spellings of member databases in records (proteindomainType), onto the names above. */
const DATABASE_SPELLINGS: Record<string, string> = {
  cath_gene3d: 'gene3d',
  tigrfams: 'tigrfam',
  mobidblite: 'mobidb_lite',
  prositeprofiles: 'prosite_profiles',
  prositepatterns: 'prosite_patterns',
  profilescan: 'prosite_profiles',
  scanprosite: 'prosite_patterns',
};
const databaseOf = (type: string) => {
  const spelled = type.trim().toLowerCase().replace(/[\s-]+/g, '_');
  return DATABASE_SPELLINGS[spelled] ?? spelled;
};

export interface ProteinDoc {
  id: string;
  name: string;
  locus: { id: string; name: string } | null;
  /** The locus's gene symbols (FLC, PPR012). */
  symbols: string[];
  /** The locus's description, or the protein's domain names when the locus has none. */
  description: string | null;
  /** The SCOP structural class a–h, when known. */
  structural_class: string | null;
  length: number | null;
  mw: number | null;
  pi: number | null;
  domains: string[];
  uniprot_ids: string[];
}

/** The locus the protein's gene model belongs to, as its record names it. */
const associatedLocus = (protein: ProteinResponse) =>
  listOf(protein.associatedGenes).map((gene) => gene.associatedLocus).find((one) => one?.locusId);

/** The SCOP class letter of a record ('A' or 'a'), or null when it holds none of a–h. */
function structuralClass(protein: ProteinResponse): string | null {
  const letter = protein.structuralClass?.trim().toLowerCase() ?? '';
  return (PROTEIN_CLASSES as readonly string[]).includes(letter) ? letter : null;
}

/** The doc of a protein; `locus` is its locus's record as gene search reads it (null when unknown). */
export function proteinDoc(key: string, protein: ProteinResponse, locus: LocusFields | null = null): ProteinDoc {
  const link = associatedLocus(protein);
  const domainNames = distinct(listOf(protein.domains).map((domain) => domain.domainDetails?.interproName));
  return {
    id: key,
    name: protein.name,
    locus: linkTo(link?.locusId, link?.name),
    symbols: locus?.symbols ?? [],
    description: locus?.description ?? (domainNames.length > 0 ? domainNames.join('; ') : null),
    structural_class: structuralClass(protein),
    length: protein.proteinProperties?.length ?? null,
    mw: protein.proteinProperties?.calculatedMW ?? null,
    pi: protein.proteinProperties?.calculatedPI ?? null,
    domains: distinct(
      listOf(protein.domains).map((domain) => {
        const details = domain.domainDetails;
        return details?.interproAccession ? `${details.interproAccession}${details.interproName ? ` ${details.interproName}` : ''}` : null;
      }),
    ),
    uniprot_ids: distinct(listOf(protein.externalIdsList).map((ids) => ids.uniprotId)),
  };
}

/** How many domain hits of each database entry the protein has: field 'domains:<db>:<accession>' (lower case). */
function domainCounts(protein: ProteinResponse): Map<string, number> {
  const counts = new Map<string, number>();
  const add = (database: string, accession: string | null | undefined) => {
    if (!accession) return;
    const field = `domains:${database}:${accession.trim().toLowerCase()}`;
    counts.set(field, (counts.get(field) ?? 0) + 1);
  };
  for (const domain of listOf(protein.domains)) {
    const details = domain.domainDetails;
    if (!details) continue;
    add('interpro', details.interproAccession);
    if (details.proteindomainType) add(databaseOf(details.proteindomainType), details.proteinDomainAccession);
  }
  return counts;
}

function indexProtein(key: string, protein: ProteinResponse, related: RelatedRecord): IndexedDoc {
  const locus = relatedLocus(related, associatedLocus(protein)?.locusId);
  const doc = proteinDoc(key, protein, locus);
  const genes = listOf(protein.associatedGenes);
  return {
    id: key,
    doc: { ...doc },
    sortKey: textSortKey(doc.name),
    terms: [
      ...termsOf('gene_model', [protein.name, ...genes.map((gene) => gene.name)]),
      ...termsOf('locus', genes.map((gene) => gene.associatedLocus?.name)),
      ...termsOf('symbol', doc.symbols),
      ...termsOf('class', [doc.structural_class]),
      ...termsOf('genpept', listOf(protein.externalIdsList).map((ids) => ids.genbankGi)),
      ...termsOf('uniprot', doc.uniprot_ids),
    ],
    numbers: [
      ...(doc.length !== null ? [{ field: 'length', value: doc.length }] : []),
      ...(doc.mw !== null ? [{ field: 'mw', value: doc.mw }] : []),
      ...(doc.pi !== null ? [{ field: 'pi', value: doc.pi }] : []),
      ...[...domainCounts(protein)].map(([field, value]) => ({ field, value })),
    ],
    // The locus's description and full names as well as the domains: 'pentatricopeptide' or 'PPR' finds PPR proteins.
    words: [{ field: 'description', text: [locus?.description, ...(locus?.fullNames ?? []), ...doc.domains].filter(Boolean).join(' ') }],
  };
}

/** A domain row: the count of the entry's hits compared with quant_number (a protein without hits counts 0). */
function domainCriterion(row: z.infer<typeof domainRow>): Criterion | null {
  const accession = row.db_acc_input.trim().toLowerCase();
  if (accession === '') return null;
  const field = `domains:${row.db_name}:${accession}`;
  const n = row.quant_number;
  const atLeast = (min: number): Criterion => ({ kind: 'range', field, min });
  if (row.quant_type === '>') return atLeast(n + 1);
  if (row.quant_type === '<') return n === 0 ? { kind: 'idIn', ids: [] } : { kind: 'not', criterion: atLeast(n) };
  return n === 0 ? { kind: 'not', criterion: atLeast(1) } : { kind: 'range', field, min: n, max: n };
}

export const proteinCategory: CategoryModule<ProteinPayload> = {
  category: 'protein',
  version: 2,
  sourceTypes: ['protein'],
  reads: ['locus'],
  // Records were checked against schemas/protein.ts by the data tests.
  index: (type, key, body, related) => (type === 'protein' ? [indexProtein(key, body as ProteinResponse, related)] : []),
  payload: proteinPayload,
  query(payload) {
    const name = payload.nameSection;
    const ids = payload.geneList ? splitIds(payload.geneList) : [];
    return {
      category: 'protein',
      criteria: criteriaOf(
        name ? textCriterion(FIELDS_BY_NAME_TYPE[name.nameType ?? 'locus'], name.nameBy, name.nameText) : null,
        ids.length > 0
          ? { kind: 'any', criteria: [{ kind: 'anyOf', field: 'locus', values: ids }, { kind: 'anyOf', field: 'gene_model', values: ids }] }
          : null,
        payload.classType && payload.classType.length > 0 ? { kind: 'anyOf', field: 'class', values: [...payload.classType] } : null,
        ...listOf(payload.physioSection).map((row): Criterion | null =>
          row.min === undefined && row.max === undefined ? null : { kind: 'range', field: row.type, min: row.min, max: row.max },
        ),
        ...listOf(payload.domainSection).map(domainCriterion),
      ),
    };
  },
  general: { fields: ['gene_model', 'locus', 'symbol', 'uniprot', 'genpept'], wordFields: ['description'] },
};
