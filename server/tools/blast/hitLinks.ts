// The portal pages a hit leads to. A hit's id is the sequence's FASTA id: a gene model (AT1G01010.1), a locus
// (AT1G01010), an intron (AT1G01010.1-2), an intergenic region (AT1G01010-AT1G01020) or a chromosome (Chr1).
// Links carry record keys, looked up once for all hits of a report.
import type { GeneActionStore } from '../../search/actions/store';

export interface HitLinks {
  /** /locus?key=… of the hit's locus, or null (a chromosome, or a locus the dataset does not hold). */
  locus: { name: string; href: string } | null;
  /** /gene?key=… of the hit's gene model, or null. */
  gene: { name: string; href: string } | null;
}

const GENE_MODEL = /^(AT[1-5CM]G\d{5}\.\d+)/i;
const LOCUS = /^(AT[1-5CM]G\d{5})/i;

/** The id at the start of a FASTA title ('AT1G01010.1 | Symbols: …' → 'AT1G01010.1'). */
export const hitId = (title: string) => title.split(/\s/, 1)[0] ?? '';

export async function hitLinker(store: GeneActionStore, titles: readonly string[]): Promise<(title: string) => HitLinks> {
  const ids = titles.map(hitId);
  const geneNames = [...new Set(ids.flatMap((id) => GENE_MODEL.exec(id)?.[1]?.toUpperCase() ?? []))];
  const locusNames = [...new Set(ids.flatMap((id) => LOCUS.exec(id)?.[1]?.toUpperCase() ?? []))];
  const geneKeys = new Map((await store.genes(geneNames, [])).map((gene) => [gene.name.toUpperCase(), gene.key]));
  const locusKeys = new Map((await store.loci(locusNames, [])).map((locus) => [locus.name.toUpperCase(), locus.key]));
  return (title) => {
    const id = hitId(title);
    const geneName = GENE_MODEL.exec(id)?.[1]?.toUpperCase();
    const locusName = LOCUS.exec(id)?.[1]?.toUpperCase();
    const geneKey = geneName ? geneKeys.get(geneName) : undefined;
    const locusKey = locusName ? locusKeys.get(locusName) : undefined;
    return {
      gene: geneName && geneKey ? { name: geneName, href: `/gene?key=${encodeURIComponent(geneKey)}` } : null,
      locus: locusName && locusKey ? { name: locusName, href: `/locus?key=${encodeURIComponent(locusKey)}` } : null,
    };
  };
}
