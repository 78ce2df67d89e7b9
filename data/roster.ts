// The demo dataset's roster: the records that other records point at, with the keys and names every reference
// must use. Each record type's file in data/records/ builds its records; a reference from one record to another is
// written with the key listed here, and data/crossReferences.test.ts checks that every reference resolves.
//
// Locus names, symbols, full names, GO terms and the publications' titles, authors, journals, years and PubMed ids
// are real public facts. Record keys, the people and the demo germplasm lines are demo data. The loci, gene models,
// proteins, germplasms, polymorphisms and publications that the front end's fixtures use keep the fixtures' keys,
// so a page looks the same in mock mode and against the reference server.

export interface RosterLocus {
  key: number;
  name: string;
  symbol: string | null;
  fullName: string | null;
  /** Gene models, representative first: keys and names (name = locus name + '.N'). */
  geneModels: readonly { key: number; name: string }[];
  /** Protein keys, one per coding gene model, in the same order. */
  proteins: readonly number[];
}

const models = (name: string, firstKey: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({ key: firstKey + index, name: `${name}.${index + 1}` }));

const locus = (key: number, name: string, symbol: string | null, fullName: string | null, firstGeneKey: number, modelCount: number, firstProteinKey: number | null): RosterLocus => ({
  key,
  name,
  symbol,
  fullName,
  geneModels: models(name, firstGeneKey, modelCount),
  proteins: firstProteinKey === null ? [] : Array.from({ length: modelCount }, (_, index) => firstProteinKey + index),
});

/** Every demo locus. NAC001, LHY, the obsolete and the empty locus are the fixtures' records (mocks/fixtures/locus). */
export const rosterLoci = {
  NAC001: { ...locus(2200935, 'AT1G01010', 'NAC001', 'NAC domain containing protein 1', 6530298709, 1, 1009117474) },
  ARV1: locus(2200937, 'AT1G01020', 'ARV1', 'ARV1 homolog', 6530298720, 2, 1009117480),
  NGA3: locus(2200941, 'AT1G01030', 'NGA3', 'NGATHA3', 6530298730, 1, 1009117490),
  DCL1: locus(2200943, 'AT1G01040', 'DCL1', 'DICER-LIKE 1', 6530298740, 2, 1009117500),
  LHY: locus(2200950, 'AT1G01060', 'LHY', 'LATE ELONGATED HYPOCOTYL', 6530298801, 2, 1009117510),
  CCA1: locus(2063560, 'AT2G46830', 'CCA1', 'CIRCADIAN CLOCK ASSOCIATED 1', 6530300101, 2, 1009120101),
  LFY: locus(2176210, 'AT5G61850', 'LFY', 'LEAFY', 6530300201, 1, 1009120201),
  FT: locus(2027325, 'AT1G65480', 'FT', 'FLOWERING LOCUS T', 6530300301, 1, 1009120301),
  AP2: locus(2128453, 'AT4G36920', 'AP2', 'APETALA 2', 6530300401, 2, 1009120401),
  AP1: locus(2032266, 'AT1G69120', 'AP1', 'APETALA1', 6530300501, 2, 1009120501),
  FLC: locus(2145434, 'AT5G10140', 'FLC', 'FLOWERING LOCUS C', 6530300601, 2, 1009120601),
  FCA: locus(2130018, 'AT4G16280', 'FCA', 'FCA', 6530300701, 2, 1009120701),
  SYP81: locus(2020002, 'AT1G51740', 'SYP81', 'syntaxin of plants 81', 6530300801, 1, 1009120801),
  /** 300 PANTHER paralogs (side data); an unnamed protein-coding locus. */
  MANY_PARALOGS: locus(2139430, 'AT4G00010', null, null, 6530300901, 1, 1009120901),
  /** Obsolete, merged into AT1G01010 (fixture data/records/locus/fixtures/obsolete.ts). */
  OBSOLETE: locus(2200940, 'AT1G01015', null, null, 0, 0, null),
  /** Every section empty (fixture data/records/locus/fixtures/empty.ts). */
  EMPTY: locus(9999990, 'AT5G99990', null, null, 0, 0, null),
} satisfies Record<string, RosterLocus>;

/**
 * People. The three demo accounts (server/accounts) sign in as the first three. communityId is the person key.
 * PERSON_NO_EMAIL_DISPLAY has displayEmail 'F'.
 */
export const rosterPeople = {
  RESEARCHER: { key: 1501415858, firstName: 'Daniel', lastName: 'Okafor', organization: 1501000101, orcidId: '0000-0002-1825-0097', email: 'd.okafor@example.org', displayEmail: 'T' },
  CURATOR: { key: 1501420010, firstName: 'Maria', lastName: 'Lindqvist', organization: 1501000102, orcidId: null, email: 'm.lindqvist@example.org', displayEmail: 'T' },
  STUDENT: { key: 1501420020, firstName: 'Priya', lastName: 'Raman', organization: 1501000101, orcidId: null, email: 'p.raman@example.org', displayEmail: 'F' },
  /** The curators the fixtures' comments and annotations name (community ids 1345790, 1345791). */
  CURATOR_COMMENTS: { key: 1345790, firstName: 'Leonore', lastName: 'Reiser', organization: 1501000103, orcidId: null, email: 'curator@arabidopsis.org', displayEmail: 'T' },
  CURATOR_ANNOTATIONS: { key: 1345791, firstName: 'Tanya', lastName: 'Berardini', organization: 1501000103, orcidId: null, email: 'curator@arabidopsis.org', displayEmail: 'T' },
  PI_CARNEGIE: { key: 1501420030, firstName: 'Helen', lastName: 'Marsh', organization: 1501000101, orcidId: null, email: 'h.marsh@example.org', displayEmail: 'T' },
  STOCK_DONOR: { key: 1501420040, firstName: 'Kenji', lastName: 'Watanabe', organization: 1501000102, orcidId: null, email: 'k.watanabe@example.org', displayEmail: 'F' },
  /** Authors of the generated family loci's demo studies (data/records/familyLoci/studies.ts), outside the United States. */
  FAMILY_AUTHOR_JP: { key: 1501420050, firstName: 'Sayaka', lastName: 'Nakamura', organization: 1501000106, orcidId: null, email: 's.nakamura@example.org', displayEmail: 'T' },
  FAMILY_AUTHOR_DE: { key: 1501420060, firstName: 'Lena', lastName: 'Fischer', organization: 1501000105, orcidId: null, email: 'l.fischer@example.org', displayEmail: 'T' },
  FAMILY_AUTHOR_UK: { key: 1501420070, firstName: 'Esi', lastName: 'Osei', organization: 1501000107, orcidId: null, email: 'e.osei@example.org', displayEmail: 'F' },
  FAMILY_AUTHOR_CA: { key: 1501420080, firstName: 'Rami', lastName: 'Haddad', organization: 1501000108, orcidId: null, email: 'r.haddad@example.org', displayEmail: 'T' },
} as const;

/** Organizations; communityId is the key. CARNEGIE has several affiliated people. */
export const rosterOrganizations = {
  CARNEGIE: { key: 1501000101, name: 'Carnegie Institution for Science, Department of Plant Biology', city: 'Stanford', region: 'CA', country: 'United States' },
  ABRC: { key: 1501000102, name: 'Arabidopsis Biological Resource Center', city: 'Columbus', region: 'OH', country: 'United States' },
  TAIR: { key: 1501000103, name: 'The Arabidopsis Information Resource', city: 'Newark', region: 'CA', country: 'United States' },
  NASC: { key: 1501000104, name: 'Nottingham Arabidopsis Stock Centre', city: 'Loughborough', region: 'Leicestershire', country: 'United Kingdom' },
  MPIPZ: { key: 1501000105, name: 'Max Planck Institute for Plant Breeding Research', city: 'Cologne', region: 'North Rhine-Westphalia', country: 'Germany' },
  RIKEN_CSRS: { key: 1501000106, name: 'RIKEN Center for Sustainable Resource Science', city: 'Yokohama', region: 'Kanagawa', country: 'Japan' },
  JIC: { key: 1501000107, name: 'John Innes Centre', city: 'Norwich', region: 'Norfolk', country: 'United Kingdom' },
  TORONTO_CSB: { key: 1501000108, name: 'University of Toronto, Department of Cell and Systems Biology', city: 'Toronto', region: 'ON', country: 'Canada' },
} as const;

/**
 * Publications with real facts (the first five are the fixtures' keys). pubmedId only where it is known for
 * certain; the others show 'No PubMed ID available'. doi likewise (the publisher's DOI), for two so far; the
 * others show 'No DOI available'. loci: the roster loci each publication is about.
 */
export const rosterPublications = {
  INTERACTOME_2011: { key: 501741973, pubmedId: 21798944, title: 'Evidence for network evolution in an Arabidopsis interactome map.', authors: ['Arabidopsis Interactome Mapping Consortium'], journal: 'Science', year: 2011, loci: ['NAC001', 'LHY'] },
  NITROGEN_2018: { key: 501782521, pubmedId: 30356219, title: 'Transcriptional regulation of nitrogen-associated metabolism and growth.', authors: ['Gaudinier A', 'Rodriguez-Medina J', 'Zhang L', 'Olson A', 'Liseron-Monfils C', 'Bågman AM', 'Foret J', 'Abbitt S', 'Tang M', 'Li B'], journal: 'Nature', year: 2018, loci: ['NAC001'] },
  TF_2000: { key: 1546290, pubmedId: 11118137, title: 'Arabidopsis transcription factors: genome-wide comparative analysis among eukaryotes.', authors: ['Riechmann JL', 'Heard J', 'Martin G', 'Reuber L', 'Jiang C', 'Keddie J', 'Adam L', 'Pineda O', 'Ratcliffe OJ'], journal: 'Science', year: 2000, loci: ['NAC001', 'NGA3', 'LHY'] },
  CHR1_2000: { key: 1546291, pubmedId: 11130712, title: 'Sequence and analysis of chromosome 1 of the plant Arabidopsis thaliana.', authors: ['Theologis A'], journal: 'Nature', year: 2000, loci: ['NAC001', 'ARV1'] },
  CRY2H_2017: { key: 501768134, pubmedId: 28650476, title: 'CrY2H-seq: a massively multiplexed assay for deep-coverage interactome mapping.', authors: ['Trigg SA', 'Garza RM', 'MacWilliams A', 'Nery JR', 'Bartlett A', 'Castanon R', 'Goubil A', 'Feeney J', "O'Malley R", 'Huang SC'], journal: 'Nat. Methods', year: 2017, loci: ['NAC001'] },
  ARV1_2006: { key: 501717001, pubmedId: 16725371, title: 'Arabidopsis thaliana expresses two functional isoforms of Arvp, a protein involved in the regulation of cellular lipid homeostasis.', authors: ['Forés O', 'Arró M', 'Pahissa A', 'Ferrero S', 'Germann M', 'Stukey J', 'McDonough V', 'Nickels JT', 'Campos N', 'Ferrer A'], journal: 'Biochim. Biophys. Acta', year: 2006, loci: ['ARV1'] },
  /** The fixtures' LHY publications (data/records/locus/fixtures/lhy.ts). */
  LHY_1998: { key: 501700100, pubmedId: null, title: 'The late elongated hypocotyl mutation of Arabidopsis disrupts circadian rhythms and the photoperiodic control of flowering.', authors: ['Schaffer R', 'Ramsay N', 'Samach A', 'Corden S', 'Putterill J', 'Carré IA', 'Coupland G'], journal: 'Cell', year: 1998, loci: ['LHY'] },
  LHY_CCA1_2002: { key: 501700200, pubmedId: null, title: 'LHY and CCA1 are partially redundant genes required to maintain circadian rhythms in Arabidopsis.', authors: ['Mizoguchi T', 'Wheatley K', 'Hanzawa Y', 'Wright L', 'Mizoguchi M', 'Song HR', 'Carré IA', 'Coupland G'], journal: 'Dev. Cell', year: 2002, loci: ['LHY', 'CCA1'] },
  CCA1_1998: { key: 501700300, pubmedId: null, title: 'Constitutive expression of the CIRCADIAN CLOCK ASSOCIATED 1 (CCA1) gene disrupts circadian rhythms and suppresses its own expression.', authors: ['Wang ZY', 'Tobin EM'], journal: 'Cell', year: 1998, loci: ['CCA1'] },
  LFY_1992: { key: 501700400, pubmedId: null, title: 'LEAFY controls floral meristem identity in Arabidopsis.', authors: ['Weigel D', 'Alvarez J', 'Smyth DR', 'Yanofsky MF', 'Meyerowitz EM'], journal: 'Cell', year: 1992, loci: ['LFY'] },
  FT_1999: { key: 501700500, pubmedId: null, doi: '10.1126/science.286.5446.1962', title: 'Activation tagging of the floral inducer FT.', authors: ['Kardailsky I', 'Shukla VK', 'Ahn JH', 'Dagenais N', 'Christensen SK', 'Nguyen JT', 'Chory J', 'Harrison MJ', 'Weigel D'], journal: 'Science', year: 1999, loci: ['FT'] },
  FLC_1999: { key: 501700600, pubmedId: null, doi: '10.1105/tpc.11.5.949', title: 'FLOWERING LOCUS C encodes a novel MADS domain protein that acts as a repressor of flowering.', authors: ['Michaels SD', 'Amasino RM'], journal: 'Plant Cell', year: 1999, loci: ['FLC'] },
  AP1_1992: { key: 501700700, pubmedId: null, title: 'Molecular characterization of the Arabidopsis floral homeotic gene APETALA1.', authors: ['Mandel MA', 'Gustafson-Brown C', 'Savidge B', 'Yanofsky MF'], journal: 'Nature', year: 1992, loci: ['AP1'] },
  AP2_1994: { key: 501700800, pubmedId: null, title: 'Control of Arabidopsis flower and seed development by the homeotic gene APETALA2.', authors: ['Jofuku KD', 'den Boer BG', 'Van Montagu M', 'Okamuro JK'], journal: 'Plant Cell', year: 1994, loci: ['AP2'] },
  FCA_1997: { key: 501700900, pubmedId: null, title: 'FCA, a gene controlling flowering time in Arabidopsis, encodes a protein containing RNA-binding domains.', authors: ['Macknight R', 'Bancroft I', 'Page T', 'Lister C', 'Schmidt R', 'Love K', 'Westphal L', 'Murphy G', 'Sherson S', 'Cobbett C', 'Dean C'], journal: 'Cell', year: 1997, loci: ['FCA', 'FLC'] },
} as const;

/**
 * Keywords (ontology terms). key: the keyword record key used as keywordId in annotations; id: the real GO/PO id.
 * The fixtures' keyword ids come first.
 */
export const rosterKeywords = {
  TF_ACTIVITY: { key: 5330, id: 'GO:0003700', name: 'DNA-binding transcription factor activity', type: 'func' },
  PROTEIN_BINDING: { key: 5515, id: 'GO:0005515', name: 'protein binding', type: 'func' },
  DNA_BINDING: { key: 3677, id: 'GO:0003677', name: 'DNA binding', type: 'func' },
  REGULATION_TRANSCRIPTION: { key: 6355, id: 'GO:0006355', name: 'regulation of DNA-templated transcription', type: 'proc' },
  DEVELOPMENT: { key: 7275, id: 'GO:0007275', name: 'multicellular organism development', type: 'proc' },
  NUCLEUS: { key: 5634, id: 'GO:0005634', name: 'nucleus', type: 'comp' },
  CIRCADIAN: { key: 7623, id: 'GO:0007623', name: 'circadian rhythm', type: 'proc' },
  SALT: { key: 9651, id: 'GO:0009651', name: 'response to salt stress', type: 'proc' },
  ROOT: { key: 9005, id: 'PO:0009005', name: 'root', type: 'stru' },
  VASCULAR_LEAF: { key: 9025, id: 'PO:0009025', name: 'vascular leaf', type: 'stru' },
  FLOWER: { key: 9046, id: 'PO:0009046', name: 'flower', type: 'stru' },
  FLOWERING_STAGE: { key: 7616, id: 'PO:0007616', name: 'flowering stage', type: 'grow' },
} as const;

/** Clones the fixtures' NAC001 locus lists (data/records/locus/fixtures/nac001.ts). */
export const rosterClones = {
  RAFL: { key: 5001001, name: 'RAFL09-17-B20' },
  U09: { key: 5001002, name: 'U09-171' },
  /** BACs (markers may be made from them): T25K16 holds AT1G01010 (NAC001), F22L4 holds AT1G01060 (LHY). */
  T25K16: { key: 5001003, name: 'T25K16' },
  F22L4: { key: 5001004, name: 'F22L4' },
  /** A full-length cDNA of AT1G65480 (FT). */
  FT_CDNA: { key: 5001005, name: 'RAFL05-10-N04' },
} as const;

/** Ecotypes (species variants) that germplasms, polymorphisms and stocks name. */
export const rosterEcotypes = {
  COL_0: { key: 90, abbrevName: 'Col-0', name: 'Columbia' },
  LER_0: { key: 91, abbrevName: 'Ler-0', name: 'Landsberg erecta' },
  WS_2: { key: 92, abbrevName: 'Ws-2', name: 'Wassilewskija' },
  C24: { key: 93, abbrevName: 'C24', name: 'C24' },
  CVI_0: { key: 94, abbrevName: 'Cvi-0', name: 'Cape Verde Islands' },
  ND_1: { key: 95, abbrevName: 'Nd-1', name: 'Niederzenz' },
  NO_0: { key: 96, abbrevName: 'No-0', name: 'Nossen' },
  RLD_1: { key: 97, abbrevName: 'Rld-1', name: 'Rschew' },
  SHA: { key: 98, abbrevName: 'Sha', name: 'Shakdara' },
  BUR_0: { key: 99, abbrevName: 'Bur-0', name: 'Burren' },
} as const;

/**
 * Germplasm and polymorphism keys the fixtures use: NAC001 lists generatedGermplasms(22, 10) and
 * generatedPolymorphisms(18, 10, …) (data/records/locus/fixtures/generate.ts: germplasm 4680000 + n with name lineName(n),
 * polymorphism 4500000 + n), the gene page names 4500010 and 4500011, and LHY lists lhy-11 (germplasm 4690011,
 * polymorphism 4500901). The NAC001 locus lists generated publications 501780000 + n for n = 10…26.
 */
export const fixtureReferenceRanges = {
  germplasms: { first: 4680010, count: 22 },
  polymorphisms: { first: 4500010, count: 18 },
  publications: { first: 501780010, count: 17 },
  lhyGermplasm: 4690011,
  lhyPolymorphism: 4500901,
} as const;

/**
 * Curated alleles of the roster loci (data/records/polymorphism/alleles.ts), each with the germplasm line that
 * carries it: locus and gene records may list them in their Germplasm and Polymorphism sections by these keys.
 */
export const rosterAlleles = {
  LHY_11: { locus: 'LHY', name: 'lhy-11', germplasm: 4690011, polymorphism: 4500901 },
  LFY_12: { locus: 'LFY', name: 'lfy-12', germplasm: 4690012, polymorphism: 4500902 },
  FT_10: { locus: 'FT', name: 'ft-10', germplasm: 4690013, polymorphism: 4500903 },
  FLC_3: { locus: 'FLC', name: 'flc-3', germplasm: 4690014, polymorphism: 4500904 },
  CCA1_1: { locus: 'CCA1', name: 'cca1-1', germplasm: 4690015, polymorphism: 4500905 },
  AP1_1: { locus: 'AP1', name: 'ap1-1', germplasm: 4690016, polymorphism: 4500906 },
  AP2_1: { locus: 'AP2', name: 'ap2-1', germplasm: 4690017, polymorphism: 4500907 },
  FCA_9: { locus: 'FCA', name: 'fca-9', germplasm: 4690018, polymorphism: 4500908 },
  DCL1_7: { locus: 'DCL1', name: 'dcl1-7', germplasm: 4690019, polymorphism: 4500909 },
} as const satisfies Record<string, { locus: keyof typeof rosterLoci; name: string; germplasm: number; polymorphism: number }>;

/**
 * Genetic markers (data/records/marker): polymorphism records may list them as their genetic markers by these keys.
 * The first two are the locus fixtures' (NAC001's T25K16-CAPS, LHY's LHY-dCAPS, which scores lhy-11).
 */
export const rosterMarkers = {
  T25K16_CAPS: { key: 4102001, name: 'T25K16-CAPS' },
  LHY_DCAPS: { key: 4102050, name: 'LHY-dCAPS' },
  NGA63: { key: 4102101, name: 'nga63' },
  NGA280: { key: 4102102, name: 'nga280' },
  NGA168: { key: 4102103, name: 'nga168' },
  NGA172: { key: 4102104, name: 'nga172' },
  NGA8: { key: 4102105, name: 'nga8' },
  NGA139: { key: 4102106, name: 'nga139' },
} as const;

/** Nucleotide sequences (data/records/sequence): clone sequences may link them (/sequence?key=) by these keys. */
export const rosterSequences = {
  NAC001_MRNA: { key: 3001001, accession: 'NM_099983' },
  NAC001_RAFL_CDNA: { key: 3001002, accession: 'AY087844' },
  NAC001_U09_CDS: { key: 3001003, accession: 'BT001234' },
  LHY_MRNA: { key: 3001060, accession: 'NM_100887' },
} as const;
