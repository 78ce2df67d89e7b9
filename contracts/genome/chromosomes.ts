// Chromosome names as the genome browser spells them. Records spell them many ways ('1', 'Chr1', 'chrM',
// 'mitochondria', 'C'); the browser only knows Chr1..Chr5, ChrC and ChrM (000 "Genome browser link builder").
export const GENOME_CHROMOSOMES = ['Chr1', 'Chr2', 'Chr3', 'Chr4', 'Chr5', 'ChrC', 'ChrM'] as const;
export type GenomeChromosome = (typeof GENOME_CHROMOSOMES)[number];

/** The TAIR10 assembly's chromosome lengths in base pairs: the reference every position of the portal is on. */
export const GENOME_CHROMOSOME_LENGTHS: Readonly<Record<GenomeChromosome, number>> = {
  Chr1: 30_427_671,
  Chr2: 19_698_289,
  Chr3: 23_459_830,
  Chr4: 18_585_056,
  Chr5: 26_975_502,
  ChrC: 154_478,
  ChrM: 366_924,
};

/** The assembly's name, as the genome browser and the exports give it. */
export const GENOME_ASSEMBLY = 'TAIR10';

// The organelle genomes under every name we have seen in records and in other references (Pt/Mt are the
// plastid and mitochondrion names used by other plant genome databases).
const organelleNames: Record<string, GenomeChromosome> = {
  c: 'ChrC',
  chloroplast: 'ChrC',
  chloroplastic: 'ChrC',
  plastid: 'ChrC',
  pt: 'ChrC',
  m: 'ChrM',
  mito: 'ChrM',
  mitochondria: 'ChrM',
  mitochondrion: 'ChrM',
  mitochondrial: 'ChrM',
  mt: 'ChrM',
};

/** 'chr1', 1, ' Chr1 ', 'chromosome 1' → 'Chr1'; 'M', 'chrM', 'mitochondria' → 'ChrM'; anything else → undefined. */
export function normalizeChromosome(value: unknown): GenomeChromosome | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const name = String(value)
    .trim()
    .toLowerCase()
    .replace(/^(chromosome|chr)[\s_-]*/, '');
  if (/^[1-5]$/.test(name)) return `Chr${name}` as GenomeChromosome;
  return organelleNames[name];
}
