// Analysis references: the computational analyses that GO and PO annotations cite instead of a publication
// (002 §3). Program names, providers and web sites are real; run dates, versions and keys are demo data.
import type { AnalysisReferenceResponse } from '../../../schemas/analysisReference';
import type { DemoRecord } from '../../types';

/** Keys the annotations cite (the first three are the fixtures'). */
export const ANALYSIS = { INTERPRO2GO: 4010, SUBCELLULAR_LOCATION: 4011, EXPRESSION_ATLAS: 4012, PHYLOGENETIC: 4013 } as const;

const analysisReferences = [
  {
    name: 'InterPro2GO',
    referenceId: ANALYSIS.INTERPRO2GO,
    parameters: 'InterProScan against all member databases; GO terms from the InterPro2GO mapping file.',
    outputDefinitionCriteria: 'Every InterPro entry a protein matches contributes the GO terms mapped to it.',
    dateRun: '2023-01-10',
    isNucleotide: 'F',
    isPeptide: 'T',
    programName: 'InterProScan',
    description: 'GO terms assigned from the InterPro entries a protein matches, through the manually curated InterPro2GO mapping.',
    softwareFunction: 'protein domain search and GO term mapping',
    source: 'EMBL-EBI InterPro',
    author: 'InterPro',
    dateReleased: '2022-11-24',
    version: '5.59-91.0',
    websites: [
      { name: 'InterPro', url: 'https://www.ebi.ac.uk/interpro/' },
      { name: 'InterPro2GO mapping', url: 'https://current.geneontology.org/ontology/external2go/interpro2go' },
    ],
  },
  {
    name: 'Subcellular location prediction',
    referenceId: ANALYSIS.SUBCELLULAR_LOCATION,
    parameters: 'Plant networks; default cut-offs.',
    outputDefinitionCriteria: 'Predicted locations with a score above the default cut-off.',
    dateRun: '2019-06-21',
    isNucleotide: 'F',
    isPeptide: 'T',
    programName: 'TargetP',
    description: 'Cellular component annotations predicted from N-terminal targeting signals and nuclear localisation signals.',
    softwareFunction: 'subcellular localisation prediction',
    source: 'DTU Health Tech',
    author: 'Almagro Armenteros JJ',
    dateReleased: '2019-03-01',
    version: '2.0',
    websites: [{ name: 'TargetP', url: 'https://services.healthtech.dtu.dk/services/TargetP-2.0/' }],
  },
  {
    name: 'Expression atlas',
    referenceId: ANALYSIS.EXPRESSION_ATLAS,
    parameters: 'Transcripts counted as detected above the fifth percentile of signal in at least two replicates.',
    outputDefinitionCriteria: 'A tissue or stage where the transcript is detected becomes a Plant Ontology annotation.',
    dateRun: '2015-04-30',
    isNucleotide: 'T',
    isPeptide: 'F',
    programName: 'Expression profile summary',
    description: 'Plant Ontology annotations from the tissues and stages in which a gene\'s transcripts are detected in expression atlases.',
    softwareFunction: 'expression pattern summary',
    source: 'The Arabidopsis Information Resource',
    author: 'TAIR curators',
    dateReleased: '2015-04-30',
    version: '2015-04',
    websites: [{ name: 'Expression Atlas', url: 'https://www.ebi.ac.uk/gxa/home' }],
  },
  {
    name: 'Phylogenetic annotation (PAINT)',
    referenceId: ANALYSIS.PHYLOGENETIC,
    parameters: 'PANTHER 17.0 family trees.',
    outputDefinitionCriteria: 'Terms curated on an ancestral node are inherited by its descendants unless a descendant is known to have lost them.',
    dateRun: '2022-03-15',
    isNucleotide: 'F',
    isPeptide: 'T',
    programName: 'PAINT',
    description: 'GO terms inferred from the annotated ancestors of PANTHER gene family trees (evidence IBA).',
    softwareFunction: 'phylogenetic inference of gene function',
    source: 'Gene Ontology Consortium',
    author: 'GO Consortium',
    dateReleased: '2022-03-15',
    version: '17.0',
    websites: [
      { name: 'PANTHER', url: 'https://www.pantherdb.org/' },
      { name: 'Gene Ontology', url: 'https://geneontology.org/' },
    ],
  },
] satisfies AnalysisReferenceResponse[];

export const analysisReferenceRecords: DemoRecord<AnalysisReferenceResponse>[] = analysisReferences.map((record) => ({
  key: record.referenceId,
  record,
}));
