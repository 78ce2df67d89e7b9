// Locus records for the search tests, each shaped like the stored ones (schemas/locus.ts) and made to tell the
// criteria of the gene form apart.
import type { Db } from '../db/database';
import { recordStore, type RecordRow } from '../db/records';
import { buildSearchIndex } from './buildIndex';

interface LocusSpec {
  key: string;
  agi: string;
  symbols?: [string, string][];
  otherNames?: string[];
  description?: string;
  phenotypes?: string[];
  uniprot?: string;
  models?: [string, number][];
  modelType?: string;
  annotations?: { category: string; keyword: string; evidence: string }[];
  publications?: number;
  obsolete?: boolean;
  position?: { chromosome: string; start: number; end: number };
  classical?: { chromosome: string; start: number; end: number };
}

function locusBody(spec: LocusSpec) {
  const [first, ...others] = spec.models ?? [];
  return {
    name: spec.agi,
    locusId: Number(spec.key),
    tairObjectId: Number(spec.key),
    isObsolete: spec.obsolete ?? false,
    repGene: first
      ? { geneId: first[1], name: first[0], symbol: spec.symbols?.[0]?.[0] ?? null, geneModelType: spec.modelType ?? 'protein_coding', description: spec.description ?? null, tairObjectId: first[1] }
      : null,
    otherGenes: others.map(([name, geneId]) => ({ geneId, name, isSpliceVariant: true })),
    symbols: (spec.symbols ?? []).map(([name, fullName]) => ({ name, fullName })),
    otherNames: spec.otherNames ?? [],
    chromosome: spec.position?.chromosome ?? null,
    spanStartPosition: spec.position?.start ?? null,
    spanEndPosition: spec.position?.end ?? null,
    globalAssignments: [
      ...(spec.position ? [{ map: { mapId: 1, chromosome: spec.position.chromosome, mapType: 'assembly_unit', name: 'AGI' }, startPosition: spec.position.start, endPosition: spec.position.end }] : []),
      ...(spec.classical ? [{ map: { mapId: 7, chromosome: spec.classical.chromosome, mapType: 'genetic', name: 'Lister-Dean RI' }, startPosition: spec.classical.start, endPosition: spec.classical.end }] : []),
    ],
    germplasms: (spec.phenotypes ?? []).map((phenotype, index) => ({ name: `g${index}`, phenotypeGroups: [{ label: 'x', phenotypes: [phenotype] }] })),
    externalLinkGroups: spec.uniprot ? [{ type: 'Gene and Sequence', links: [{ websiteName: 'UniProt', url: `https://www.uniprot.org/uniprotkb/${spec.uniprot}` }] }] : [],
    annotationGroups: (spec.annotations ?? []).map(({ category, keyword, evidence }) => ({
      category,
      relationshipType: 'x',
      annotations: [{ keyword, keywordId: 1, evidenceCodeFull: evidence }],
    })),
    publications: Array.from({ length: spec.publications ?? 0 }, (_, index) => ({ referenceId: 500 + index, title: 'A paper' })),
  };
}

export const TEST_LOCI: LocusSpec[] = [
  {
    key: '1',
    agi: 'AT1G01010',
    symbols: [['NAC001', 'NAC domain containing protein 1']],
    otherNames: ['T25K16.1'],
    description: 'NAC domain transcription factor',
    phenotypes: ['Early flowering'],
    uniprot: 'Q0WV96',
    models: [['AT1G01010.1', 101]],
    annotations: [
      { category: 'GO Cellular Component', keyword: 'nucleus', evidence: 'IDA' },
      { category: 'GO Molecular Function', keyword: 'DNA binding', evidence: 'IEA' },
    ],
    publications: 2,
    position: { chromosome: '1', start: 3631, end: 5899 },
  },
  {
    key: '2',
    agi: 'AT1G01020',
    symbols: [['ARV1', 'ARV1 homolog']],
    otherNames: ['ANAC1-like'],
    description: 'ARV1 family protein',
    models: [['AT1G01020.1', 201], ['AT1G01020.2', 202]],
    annotations: [{ category: 'GO Cellular Component', keyword: 'nucleus', evidence: 'IEA' }],
    position: { chromosome: '1', start: 6788, end: 9130 },
    classical: { chromosome: '1', start: 100, end: 200 },
  },
  {
    key: '3',
    agi: 'AT1G01015',
    otherNames: ['NAC'],
    description: 'obsolete locus merged into AT1G01010',
    obsolete: true,
    models: [['AT1G01015.1', 301]],
    position: { chromosome: '1', start: 5000, end: 5100 },
  },
  {
    key: '4',
    agi: 'AT2G00001',
    symbols: [['XNACL', 'X NAC-like']],
    otherNames: ['NAC'],
    description: 'unknown protein; kinase-like 100% "quoted"',
    modelType: 'pseudogene',
    models: [['AT2G00001.1', 401]],
    annotations: [{ category: 'Plant structure', keyword: 'flower', evidence: 'IDA' }],
    publications: 1,
    position: { chromosome: '2', start: 1_000_000, end: 1_002_000 },
  },
  {
    key: '5',
    agi: 'AT5G99990',
    symbols: [['GEN1', 'Genetic locus of Ärabidopsis ünïcode']],
  },
];

/** The test loci as rows of the records table. */
export function testLociRecords(): RecordRow[] {
  return TEST_LOCI.map((spec) => ({ type: 'locus', id: spec.key, name: spec.agi, accession: `Locus:${spec.key}`, body: JSON.stringify(locusBody(spec)) }));
}

/** Writes the test loci into the records table and builds the search index from them. */
export function seedTestLoci(db: Db): void {
  const records = recordStore(db);
  for (const row of testLociRecords()) records.insert(row);
  buildSearchIndex(db);
}
