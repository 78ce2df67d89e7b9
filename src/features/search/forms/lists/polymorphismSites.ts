// Polymorphism sites of the polymorphism form (001 §3.7 names the list, not its contents): the part of the gene a
// polymorphism lies in, in the Sequence Ontology's names of gene features (exon, intron, five_prime_UTR,
// three_prime_UTR, promoter, splice site, intergenic region), as the records' gene feature sites spell them.
import type { FormOption } from '../formConfig';

export const polymorphismSites: FormOption[] = [
  { value: 'exon', label: 'exon' },
  { value: 'intron', label: 'intron' },
  { value: 'five_prime_UTR', label: "5' UTR" },
  { value: 'three_prime_UTR', label: "3' UTR" },
  { value: 'promoter', label: 'promoter' },
  { value: 'splice_site', label: 'splice site' },
  { value: 'intergenic_region', label: 'intergenic region' },
];
