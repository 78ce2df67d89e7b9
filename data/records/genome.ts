// Demo records of the genome record types: loci, gene models, proteins, nucleotide sequences, genetic markers,
// array elements and microarray experiments, transposons and their families, keywords, the annotation sources
// (analysis references, communications) and gene families. Each type's file says which of its parts are real
// public facts and which are demo data.
import type { DemoRecordSet } from '../types';
import { analysisReferenceRecords } from './analysisreference/index';
import { arrayElementRecords } from './arrayelement/index';
import { communicationRecords } from './communication/index';
import { geneRecords } from './gene/index';
import { geneFamilyRecords } from './genefamily/index';
import { keywordRecords } from './keyword/index';
import { locusRecords } from './locus/index';
import { markerRecords } from './marker/index';
import { microarrayExperimentRecords } from './microarrayexperiment/index';
import { proteinRecords } from './protein/index';
import { sequenceRecords } from './sequence/index';
import { transposonRecords } from './transposon/records';
import { transposonFamilyRecords } from './transposonfamily/index';

export const genomeRecords: DemoRecordSet = {
  locus: locusRecords,
  gene: geneRecords,
  protein: proteinRecords,
  sequence: sequenceRecords,
  marker: markerRecords,
  arrayelement: arrayElementRecords,
  microarrayexperiment: microarrayExperimentRecords,
  transposon: transposonRecords,
  transposonfamily: transposonFamilyRecords,
  keyword: keywordRecords,
  analysisreference: analysisReferenceRecords,
  communication: communicationRecords,
  genefamily: geneFamilyRecords,
};
