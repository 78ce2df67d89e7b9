// NAC001 as the locus page hands it to the genome-browser section (002 §3), shared by the embedded and external
// browsers' stories.
export const nac001 = {
  name: 'AT1G01010',
  chromosome: '1',
  spanStartPosition: 3631,
  spanEndPosition: 5899,
  repGene: { name: 'AT1G01010.1', geneModelType: 'protein_coding' },
};

export const locusArgs = {
  recordType: 'locus',
  sectionId: 'summary',
  record: nac001,
  value: nac001,
  field: {
    kind: 'genomeBrowser',
    label: 'Genome browser',
    name: 'name',
    chromosome: 'chromosome',
    start: 'spanStartPosition',
    end: 'spanEndPosition',
    geneType: 'repGene.geneModelType',
  },
} as const;
