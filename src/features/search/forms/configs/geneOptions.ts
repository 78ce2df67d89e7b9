// The gene form's long choice lists (001 §3.7).
import type { FormOption } from '../formConfig';

/** 001 §3.7: the 21 evidence codes and their meanings. */
export const evidenceCodes: FormOption[] = [
  ['EXP', 'inferred from experiment'],
  ['IEA', 'inferred from electronic annotation'],
  ['IEP', 'inferred from expression pattern'],
  ['IGI', 'inferred from genetic interaction'],
  ['IMP', 'inferred from mutant phenotype'],
  ['IPI', 'inferred from physical interaction'],
  ['ISS', 'inferred from sequence or structural similarity'],
  ['NAS', 'non-traceable author statement'],
  ['ND', 'no biological data available'],
  ['TAS', 'traceable author statement'],
  ['IC', 'inferred by curator'],
  ['RCA', 'inferred from reviewed computational analysis'],
  ['IBA', 'inferred from biological aspect of ancestor'],
  ['IBD', 'inferred from biological aspect of descendant'],
  ['IKR', 'inferred from key residues'],
  ['IRD', 'inferred from rapid divergence'],
  ['ISM', 'inferred from sequence model'],
  ['HDA', 'inferred from high-throughput direct assay'],
  ['HEP', 'inferred from high-throughput expression pattern'],
  ['HGI', 'inferred from high-throughput genetic interaction'],
  ['HMP', 'inferred from high-throughput mutant phenotype'],
].map(([value, meaning]) => ({ value: value!, label: `${value} (${meaning})` }));

/**
 * 001 §3.7: the 17 gene model types — the locus types of the Araport11 annotation, spelt as gene models carry them
 * (the dataset's records use protein_coding, pseudogene and long_noncoding_rna).
 */
export const geneModelTypes: FormOption[] = [
  ['protein_coding', 'protein coding'],
  ['pseudogene', 'pseudogene'],
  ['transposable_element_gene', 'transposable element gene'],
  ['long_noncoding_rna', 'long non-coding RNA'],
  ['antisense_long_noncoding_rna', 'antisense long non-coding RNA'],
  ['antisense_rna', 'antisense RNA'],
  ['novel_transcribed_region', 'novel transcribed region'],
  ['miRNA', 'miRNA'],
  ['miRNA_primary_transcript', 'miRNA primary transcript'],
  ['other_rna', 'other RNA'],
  ['pre_trna', 'pre-tRNA'],
  ['tRNA', 'tRNA'],
  ['rRNA', 'rRNA'],
  ['snRNA', 'snRNA'],
  ['snoRNA', 'snoRNA'],
  ['ncRNA', 'ncRNA'],
  ['uORF', 'upstream ORF'],
].map(([value, label]) => ({ value: value!, label: label! }));
