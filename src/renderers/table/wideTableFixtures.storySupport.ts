// Gene Ontology annotations of AT1G01010 (NAC001) in the row shape of the locusGoAnnotations derivation: the
// locus page's widest table, for the stories and tests of the row detail and the card layout. GO terms, evidence
// codes and the cited study are real; record keys and dates are demo values.

const nac001Study = { referenceType: 'publication', referenceId: 501714663, referenceText: 'Ooka H et al. (2003)' };
const interPro2Go = { referenceType: 'analysisreference', referenceId: 4010, referenceText: 'InterPro2GO' };

const terms = [
  ['DNA binding', 3677, 'enables', 'GO Molecular Function', 'ISS', nac001Study, 'AGI_LocusCode:AT1G01060, UniProt:Q8H0W2'],
  ['DNA-binding transcription factor activity', 3700, 'enables', 'GO Molecular Function', 'IEA', interPro2Go, 'InterPro:IPR003441'],
  ['nucleus', 5634, 'located in', 'GO Cellular Component', 'ISM', nac001Study, null],
  ['regulation of DNA-templated transcription', 6355, 'involved in', 'GO Biological Process', 'IEA', interPro2Go, 'InterPro:IPR003441'],
  ['multicellular organism development', 7275, 'involved in', 'GO Biological Process', 'IEP', nac001Study, null],
  ['response to abscisic acid', 9737, 'involved in', 'GO Biological Process', 'IEP', nac001Study, null],
] as const;

/** `count` GO annotation rows of NAC001, the six real terms over and over. */
export function nac001GoAnnotations(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const [keyword, keywordId, relationshipType, category, evidence, reference, evidenceWith] = terms[index % terms.length]!;
    return {
      keyword,
      keywordId,
      relationshipType,
      category,
      evidenceCodeFull: evidence,
      description: evidence === 'IEP' ? 'transcript levels (e.g. RT-PCR) in seedlings after hormone treatment' : null,
      evidenceWith,
      symbol: 'NAC001',
      ...reference,
      annotatedByType: 'TAIR',
      community_id: '1345790',
      dateLastModified: `20${String(10 + (index % 14)).padStart(2, '0')}-0${(index % 9) + 1}-1${index % 10}`,
    };
  });
}

export const nac001Record = { locusId: 2200935, name: 'AT1G01010' };
