// Realistic Arabidopsis rows for the table stories and tests.

export const flcRecord = { locusId: 2179864, name: 'AT5G10140', symbol: 'FLC' };

const backgrounds = ['Col-0', 'Ler-1', 'Ws-2', 'C24', 'Cvi-0'];
const polymorphismNames = ['flc-3', 'flc-20', 'flc-21', 'flc-22', 'flc-23'];

/** Germplasms of AT5G10140 (the locus page 'Germplasm and Clones' table). */
export function flcGermplasms(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    germplasmId: 6530000 + index,
    name: index === 0 ? 'SALK_089401' : `SALK_${String(89401 + index * 137).padStart(6, '0')}`,
    background: backgrounds[index % backgrounds.length],
    polymorphisms: [{ name: polymorphismNames[index % polymorphismNames.length], polymorphismId: 4500000 + index }],
    stocks: index % 4 === 3 ? [] : [`CS${852336 + index}`, `SALK_${String(89401 + index * 137).padStart(6, '0')}C`],
    dateLastModified: index % 6 === 5 ? null : `2023-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 27) + 1).padStart(2, '0')}`,
  }));
}

export const germplasmColumns = [
  { header: 'Name', path: 'name', href: '/germplasm?key={germplasmId}' },
  { header: 'Polymorphisms', path: 'polymorphisms', href: '/polyallele?key={polymorphismId}', text: '{name}' },
  { header: 'Background', path: 'background' },
  { header: 'Stocks', path: 'stocks', href: 'https://abrc.osu.edu/stocks/number/{$}', external: true },
  { header: 'Last modified', path: 'dateLastModified', format: 'date' as const },
];

const goTerms = [
  ['GO:0006355', 'regulation of DNA-templated transcription', 'proc'],
  ['GO:0003700', 'DNA-binding transcription factor activity', 'func'],
  ['GO:0005634', 'nucleus', 'comp'],
  ['GO:0009908', 'flower development', 'proc'],
  ['GO:0010048', 'vernalization response', 'proc'],
  ['GO:0048510', 'regulation of timing of transition from vegetative to reproductive phase', 'proc'],
] as const;
const evidenceCodes = ['IEA', 'IMP', 'EXP', 'ISS', 'TAS', 'IPI'];

/** Gene Ontology annotations: enough rows to page through. */
export function goAnnotations(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const [goId, term, category] = goTerms[index % goTerms.length]!;
    return {
      keywordId: 6355 + index,
      keyword: `${goId} ${term}`,
      category,
      evidenceCode: evidenceCodes[index % evidenceCodes.length],
      pubMedId: index % 5 === 4 ? null : 10548754 + index * 31,
      score: (index * 37) % 101,
      date: `20${String(10 + (index % 14)).padStart(2, '0')}-0${(index % 9) + 1}-1${index % 10}`,
    };
  });
}

export const goColumns = [
  { header: 'Keyword', path: 'keyword', href: '/keyword?key={keywordId}' },
  { header: 'Category', path: 'category' },
  { header: 'Evidence', path: 'evidenceCode', format: 'evidenceCode' as const },
  // Identifiers and years read through a template, so that they are not grouped like quantities ('10,548,754').
  { header: 'PubMed', path: 'pubMedId', href: 'https://pubmed.ncbi.nlm.nih.gov/{pubMedId}', text: '{pubMedId}', external: true },
  { header: 'Score', path: 'score' },
  { header: 'Date', path: 'date', format: 'date' as const },
];

/** A few publications whose rows exercise sorting: mixed case, numbers, empty years. */
export const publications = [
  { publicationId: 501, title: 'flowering LOCUS C encodes a MADS domain protein', year: 1999, pubMedId: 10102815 },
  { publicationId: 502, title: 'The circadian clock gene LHY', year: null, pubMedId: 9657153 },
  { publicationId: 503, title: 'Arabidopsis NAC001 in root development', year: 2009, pubMedId: 19000166 },
  { publicationId: 504, title: 'Vernalization and FRIGIDA', year: 2000, pubMedId: null },
  { publicationId: 505, title: 'apetala1 and LEAFY', year: 2004, pubMedId: 15123456 },
];

export const publicationColumns = [
  { header: 'Title', path: 'title', href: '/publication?key={publicationId}' },
  { header: 'Year', path: 'year' },
  { header: 'PubMed ID', path: 'pubMedId', text: '{pubMedId}' },
];

/** Publications of AT5G10140 as the record lists them: oldest first, one a year from 2003 (22 runs to 2024). */
export function flcPublicationsOldestFirst(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    publicationId: 501714000 + index,
    title: `FLC and the vernalization response, study ${index + 1}`,
    year: 2003 + index,
    pubMedId: 12000000 + index * 1117,
  }));
}
