// PANTHER 17.0 gene families of the demo loci: the Arabidopsis members of each family and the number of its
// orthologs in other plants, by species (organism names and taxon ids as PANTHER spells them). The files served
// under /api/panther are built from this by build.ts and written by generate.ts.

export type PlantGroup = 'eudicotyledons' | 'monocotyledons' | 'other plants';

export interface PantherFamily {
  /** The family id the download files are named after; absent for a locus whose family is not known. */
  treeId?: string;
  name: string;
  /** [AGI, symbol] of every Arabidopsis member; symbol '' when the gene has none. */
  members: ReadonlyArray<readonly [string, string]>;
  /** [plant group, organism, number of orthologs]. */
  orthologs: ReadonlyArray<readonly [PlantGroup, string, number]>;
  /** The members that get their own ortholog and paralog files (GET {store}/{locusName}.json). */
  published: readonly string[];
}

/** NCBI taxon ids of the PANTHER plant organisms used below. */
export const TAXON_IDS: Readonly<Record<string, number>> = {
  'Amborella trichopoda': 13333,
  'Brachypodium distachyon': 15368,
  'Brassica napus': 3708,
  'Brassica rapa subsp. Pekinensis': 51351,
  'Chlamydomonas reinhardtii': 3055,
  'Citrus sinensis': 2711,
  'Cucumis sativus': 3659,
  'Glycine max': 3847,
  'Gossypium hirsutum': 3635,
  'Hordeum vulgare subsp. vulgare': 112509,
  'Medicago truncatula': 3880,
  'Musa acuminata subsp. malaccensis': 214687,
  'Oryza sativa': 39947,
  'Ostreococcus tauri': 70448,
  'Physcomitrella patens': 3218,
  'Populus trichocarpa': 3694,
  'Prunus persica': 3760,
  'Selaginella moellendorffii': 88036,
  'Setaria italica': 4555,
  'Solanum lycopersicum': 4081,
  'Solanum tuberosum': 4113,
  'Sorghum bicolor': 4558,
  'Theobroma cacao': 3641,
  'Triticum aestivum': 4565,
  'Vitis vinifera': 29760,
  'Zea mays': 4577,
};

/** How many paralogs the large-family demo locus has. */
export const LARGE_FAMILY_PARALOG_COUNT = 300;
export const LARGE_FAMILY_LOCUS = 'AT4G00010';

// The highest AGI number in use on each chromosome, so generated names look like real loci.
const LAST_AGI_NUMBER: Readonly<Record<number, number>> = { 1: 80990, 2: 48020, 3: 63020, 4: 40020, 5: 67990 };

/**
 * 300 Arabidopsis members for the large-family demo (AT4G00010): AGI names drawn without repeats from a fixed
 * 32-bit linear congruential sequence, spread over the five chromosomes, so every build gives the same list.
 */
export function largeFamilyMembers(): Array<readonly [string, string]> {
  const members = new Map<string, readonly [string, string]>();
  let state = 20_230_117;
  const next = () => (state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0);
  while (members.size < LARGE_FAMILY_PARALOG_COUNT) {
    const chromosome = 1 + (next() % 5);
    const number = 10 * (1 + (next() % (LAST_AGI_NUMBER[chromosome]! / 10)));
    const agi = `AT${chromosome}G${String(number).padStart(5, '0')}`;
    if (agi !== LARGE_FAMILY_LOCUS) members.set(agi, [agi, '']);
  }
  return [...members.values()].sort(([a], [b]) => a.localeCompare(b, 'en'));
}

export const pantherFamilies: readonly PantherFamily[] = [
  {
    treeId: 'PTHR31719',
    name: 'NAC domain transcription factors',
    published: ['AT1G01010'],
    members: [
      ['AT1G01010', 'NAC001'], ['AT1G01720', 'ATAF1'], ['AT1G02220', 'NAC003'], ['AT1G02230', 'NAC004'],
      ['AT1G02250', ''], ['AT1G12260', 'VND4'], ['AT1G32770', 'NST3'], ['AT1G33060', 'NAC014'],
      ['AT1G34180', 'NAC016'], ['AT1G52880', 'NAM'], ['AT1G56010', 'NAC1'], ['AT1G61110', 'NAC025'],
      ['AT1G62700', 'VND5'], ['AT1G64105', ''],
    ],
    orthologs: [
      ['eudicotyledons', 'Glycine max', 4], ['eudicotyledons', 'Solanum lycopersicum', 3],
      ['eudicotyledons', 'Vitis vinifera', 2], ['eudicotyledons', 'Populus trichocarpa', 4],
      ['eudicotyledons', 'Medicago truncatula', 2], ['eudicotyledons', 'Brassica rapa subsp. Pekinensis', 3],
      ['eudicotyledons', 'Theobroma cacao', 1], ['eudicotyledons', 'Cucumis sativus', 1],
      ['eudicotyledons', 'Prunus persica', 2], ['monocotyledons', 'Oryza sativa', 3], ['monocotyledons', 'Zea mays', 4],
      ['monocotyledons', 'Sorghum bicolor', 2], ['monocotyledons', 'Brachypodium distachyon', 2],
      ['monocotyledons', 'Musa acuminata subsp. malaccensis', 1], ['monocotyledons', 'Triticum aestivum', 3],
      ['other plants', 'Physcomitrella patens', 2], ['other plants', 'Selaginella moellendorffii', 1],
      ['other plants', 'Amborella trichopoda', 1],
    ],
  },
  {
    treeId: 'PTHR12802',
    name: 'MYB-related clock regulators (LHY, CCA1 and REVEILLE)',
    published: ['AT1G01060', 'AT2G46830'],
    members: [
      ['AT1G01060', 'LHY'], ['AT2G46830', 'CCA1'], ['AT5G17300', 'RVE1'], ['AT5G37260', 'RVE2'],
      ['AT1G01520', 'RVE3'], ['AT5G02840', 'RVE4'], ['AT4G01280', 'RVE5'], ['AT5G52660', 'RVE6'],
      ['AT1G18330', 'RVE7'], ['AT3G09600', 'RVE8'],
    ],
    orthologs: [
      ['eudicotyledons', 'Glycine max', 4], ['eudicotyledons', 'Vitis vinifera', 2],
      ['eudicotyledons', 'Populus trichocarpa', 3], ['eudicotyledons', 'Solanum lycopersicum', 2],
      ['eudicotyledons', 'Brassica rapa subsp. Pekinensis', 3], ['monocotyledons', 'Oryza sativa', 2],
      ['monocotyledons', 'Zea mays', 2], ['monocotyledons', 'Sorghum bicolor', 1],
      ['other plants', 'Physcomitrella patens', 2], ['other plants', 'Selaginella moellendorffii', 1],
      ['other plants', 'Amborella trichopoda', 1],
    ],
  },
  {
    treeId: 'PTHR36079',
    name: 'FLORICAULA/LEAFY',
    published: ['AT5G61850'],
    // LEAFY is a single-copy gene in Arabidopsis: no paralogs.
    members: [['AT5G61850', 'LFY']],
    orthologs: [
      ['eudicotyledons', 'Vitis vinifera', 1], ['eudicotyledons', 'Populus trichocarpa', 2],
      ['eudicotyledons', 'Solanum lycopersicum', 1], ['eudicotyledons', 'Glycine max', 2],
      ['eudicotyledons', 'Medicago truncatula', 1], ['monocotyledons', 'Oryza sativa', 1],
      ['monocotyledons', 'Zea mays', 2], ['monocotyledons', 'Triticum aestivum', 3],
      ['other plants', 'Amborella trichopoda', 1], ['other plants', 'Physcomitrella patens', 2],
      ['other plants', 'Selaginella moellendorffii', 1],
    ],
  },
  {
    treeId: 'PTHR11362',
    name: 'Phosphatidylethanolamine-binding proteins (FT/TFL1)',
    published: ['AT1G65480'],
    members: [
      ['AT1G65480', 'FT'], ['AT4G20370', 'TSF'], ['AT5G03840', 'TFL1'], ['AT2G27550', 'ATC'],
      ['AT5G62040', 'BFT'], ['AT1G18100', 'MFT'],
    ],
    orthologs: [
      ['eudicotyledons', 'Solanum lycopersicum', 4], ['eudicotyledons', 'Solanum tuberosum', 3],
      ['eudicotyledons', 'Glycine max', 6], ['eudicotyledons', 'Populus trichocarpa', 3],
      ['eudicotyledons', 'Vitis vinifera', 2], ['eudicotyledons', 'Citrus sinensis', 1],
      ['monocotyledons', 'Oryza sativa', 5], ['monocotyledons', 'Hordeum vulgare subsp. vulgare', 3],
      ['monocotyledons', 'Zea mays', 6], ['monocotyledons', 'Setaria italica', 2],
      ['other plants', 'Physcomitrella patens', 1],
    ],
  },
  {
    treeId: 'PTHR32467',
    name: 'AP2-like ethylene-responsive transcription factors',
    published: ['AT4G36920'],
    members: [
      ['AT4G36920', 'AP2'], ['AT2G28550', 'TOE1'], ['AT5G60120', 'TOE2'], ['AT5G67180', 'TOE3'],
      ['AT3G54990', 'SMZ'], ['AT2G39250', 'SNZ'],
    ],
    orthologs: [
      ['eudicotyledons', 'Glycine max', 5], ['eudicotyledons', 'Solanum lycopersicum', 3],
      ['eudicotyledons', 'Prunus persica', 2], ['eudicotyledons', 'Gossypium hirsutum', 4],
      ['monocotyledons', 'Oryza sativa', 3], ['monocotyledons', 'Zea mays', 4],
      ['monocotyledons', 'Triticum aestivum', 3], ['other plants', 'Amborella trichopoda', 1],
    ],
  },
  {
    treeId: 'PTHR48019',
    name: 'SQUAMOSA MADS-box transcription factors',
    published: ['AT1G69120'],
    members: [['AT1G69120', 'AP1'], ['AT1G26310', 'CAL'], ['AT5G60910', 'FUL'], ['AT3G30260', 'AGL79']],
    orthologs: [
      ['eudicotyledons', 'Solanum lycopersicum', 3], ['eudicotyledons', 'Vitis vinifera', 2],
      ['eudicotyledons', 'Populus trichocarpa', 2], ['eudicotyledons', 'Brassica napus', 6],
      ['monocotyledons', 'Oryza sativa', 3], ['monocotyledons', 'Triticum aestivum', 3],
      ['monocotyledons', 'Zea mays', 3], ['other plants', 'Amborella trichopoda', 1],
    ],
  },
  {
    treeId: 'PTHR11945',
    name: 'FLC-like MADS-box flowering repressors',
    published: ['AT5G10140'],
    members: [
      ['AT5G10140', 'FLC'], ['AT1G77080', 'FLM'], ['AT5G65050', 'MAF2'], ['AT5G65060', 'MAF3'],
      ['AT5G65070', 'MAF4'], ['AT5G65080', 'MAF5'],
    ],
    // Found in eudicots only in this release: the monocot and other-plant tables stay empty.
    orthologs: [
      ['eudicotyledons', 'Brassica rapa subsp. Pekinensis', 4], ['eudicotyledons', 'Brassica napus', 9],
      ['eudicotyledons', 'Vitis vinifera', 1], ['eudicotyledons', 'Populus trichocarpa', 1],
      ['eudicotyledons', 'Theobroma cacao', 1],
    ],
  },
  {
    treeId: 'PTHR24012',
    name: 'RNA-binding proteins with RRM domains (FCA and Bruno-like)',
    published: ['AT4G16280'],
    members: [['AT4G16280', 'FCA'], ['AT1G03457', 'BRN2'], ['AT4G03110', 'BRN1']],
    orthologs: [
      ['eudicotyledons', 'Brassica napus', 2], ['eudicotyledons', 'Vitis vinifera', 1],
      ['eudicotyledons', 'Glycine max', 2], ['monocotyledons', 'Oryza sativa', 1],
      ['monocotyledons', 'Sorghum bicolor', 1], ['other plants', 'Physcomitrella patens', 1],
    ],
  },
  {
    treeId: 'PTHR19957',
    name: 'Syntaxins of the SYP8 group',
    published: ['AT1G51740'],
    // SYP81 is the only SYP8 syntaxin of Arabidopsis: no paralogs.
    members: [['AT1G51740', 'SYP81']],
    orthologs: [
      ['eudicotyledons', 'Glycine max', 2], ['eudicotyledons', 'Solanum lycopersicum', 1],
      ['eudicotyledons', 'Medicago truncatula', 1], ['monocotyledons', 'Oryza sativa', 1],
      ['monocotyledons', 'Zea mays', 1], ['other plants', 'Chlamydomonas reinhardtii', 1],
      ['other plants', 'Ostreococcus tauri', 1], ['other plants', 'Physcomitrella patens', 1],
    ],
  },
  {
    treeId: 'PTHR47926',
    name: 'Pentatricopeptide repeat (PPR) proteins',
    published: [LARGE_FAMILY_LOCUS],
    members: [[LARGE_FAMILY_LOCUS, ''], ...largeFamilyMembers()],
    orthologs: [
      ['eudicotyledons', 'Glycine max', 12], ['eudicotyledons', 'Solanum tuberosum', 7],
      ['monocotyledons', 'Oryza sativa', 9], ['other plants', 'Ostreococcus tauri', 2],
    ],
  },
  {
    // ARV1's family is not known in this release: its files carry no tree id ('No Panther Gene Family found').
    name: 'Arv1-like proteins',
    published: ['AT1G01020'],
    members: [['AT1G01020', 'ARV1'], ['AT4G01510', 'ARV2']],
    orthologs: [
      ['eudicotyledons', 'Solanum lycopersicum', 1], ['monocotyledons', 'Oryza sativa', 1],
      ['other plants', 'Chlamydomonas reinhardtii', 1],
    ],
  },
];
