// Protein families that give a generated coding locus its description, symbol prefix, protein domains and the
// GO terms its first annotations use. Family names, InterPro and Pfam accessions are real; which locus belongs
// to which family is demo data.

export interface DomainFact {
  interproAccession: string;
  interproName: string;
  /** The member database of the hit and its accession there. */
  memberDatabase: string;
  memberAccession: string | null;
}

export interface ProteinFamily {
  /** Prefix of the symbols given to members (NAC → NAC012); null when members rarely get symbols. */
  symbolPrefix: string | null;
  /** The symbol's full name, followed by the member number. */
  symbolFullName: string;
  description: string;
  domains: readonly DomainFact[];
  /** GO ids that members are most often annotated with. */
  goIds: readonly string[];
  /** Relative share of coding loci. */
  weight: number;
}

const domain = (interproAccession: string, interproName: string, memberDatabase: string, memberAccession: string | null = null): DomainFact => ({
  interproAccession,
  interproName,
  memberDatabase,
  memberAccession,
});

const TRANSCRIPTION_FACTOR_GO = ['GO:0003700', 'GO:0003677', 'GO:0005634', 'GO:0006355'];

export const PROTEIN_FAMILIES: readonly ProteinFamily[] = [
  {
    symbolPrefix: 'NAC',
    symbolFullName: 'NAC domain containing protein',
    description: 'NAC domain containing protein',
    domains: [domain('IPR003441', 'NAC domain', 'Pfam', 'PF02365'), domain('IPR036093', 'NAC domain superfamily', 'SUPERFAMILY')],
    goIds: [...TRANSCRIPTION_FACTOR_GO, 'GO:0007275'],
    weight: 2,
  },
  {
    symbolPrefix: 'MYB',
    symbolFullName: 'myb domain protein',
    description: 'myb domain protein',
    domains: [domain('IPR001005', 'SANT/Myb domain', 'Pfam', 'PF00249'), domain('IPR009057', 'Homeobox-like domain superfamily', 'SUPERFAMILY')],
    goIds: [...TRANSCRIPTION_FACTOR_GO, 'GO:0009737'],
    weight: 2,
  },
  {
    symbolPrefix: 'WRKY',
    symbolFullName: 'WRKY DNA-binding protein',
    description: 'WRKY DNA-binding protein',
    domains: [domain('IPR003657', 'WRKY domain', 'Pfam', 'PF03106'), domain('IPR036576', 'WRKY domain superfamily', 'SUPERFAMILY')],
    goIds: [...TRANSCRIPTION_FACTOR_GO, 'GO:0006950', 'GO:0010200'],
    weight: 1,
  },
  {
    symbolPrefix: 'ERF',
    symbolFullName: 'ethylene response factor',
    description: 'Integrase-type DNA-binding superfamily protein',
    domains: [domain('IPR001471', 'AP2/ERF domain', 'Pfam', 'PF00847'), domain('IPR036955', 'AP2/ERF domain superfamily', 'SUPERFAMILY')],
    goIds: [...TRANSCRIPTION_FACTOR_GO, 'GO:0009414', 'GO:0009651'],
    weight: 2,
  },
  {
    symbolPrefix: 'BHLH',
    symbolFullName: 'basic helix-loop-helix protein',
    description: 'basic helix-loop-helix (bHLH) DNA-binding superfamily protein',
    domains: [domain('IPR011598', 'Myc-type, basic helix-loop-helix (bHLH) domain', 'Pfam', 'PF00010'), domain('IPR036638', 'Helix-loop-helix DNA-binding domain superfamily', 'SUPERFAMILY')],
    goIds: [...TRANSCRIPTION_FACTOR_GO, 'GO:0042803'],
    weight: 2,
  },
  {
    symbolPrefix: 'CPK',
    symbolFullName: 'calcium-dependent protein kinase',
    description: 'Protein kinase superfamily protein',
    domains: [domain('IPR000719', 'Protein kinase domain', 'Pfam', 'PF00069'), domain('IPR011009', 'Protein kinase-like domain superfamily', 'SUPERFAMILY')],
    goIds: ['GO:0016301', 'GO:0000166', 'GO:0007165', 'GO:0005886', 'GO:0005737'],
    weight: 6,
  },
  {
    symbolPrefix: 'PPR',
    symbolFullName: 'pentatricopeptide repeat protein',
    description: 'Pentatricopeptide repeat (PPR) superfamily protein',
    domains: [domain('IPR002885', 'Pentatricopeptide repeat', 'Pfam', 'PF01535')],
    goIds: ['GO:0003723', 'GO:0005739', 'GO:0009536'],
    weight: 4,
  },
  {
    symbolPrefix: 'CYP',
    symbolFullName: 'cytochrome P450, family',
    description: 'Cytochrome P450 superfamily protein',
    domains: [domain('IPR001128', 'Cytochrome P450', 'Pfam', 'PF00067'), domain('IPR036396', 'Cytochrome P450 superfamily', 'SUPERFAMILY')],
    goIds: ['GO:0019825', 'GO:0005783', 'GO:0019748', 'GO:0016020'],
    weight: 2,
  },
  {
    symbolPrefix: 'FBX',
    symbolFullName: 'F-box protein',
    description: 'F-box family protein',
    domains: [domain('IPR001810', 'F-box domain', 'Pfam', 'PF00646'), domain('IPR036047', 'F-box-like domain superfamily', 'SUPERFAMILY')],
    goIds: ['GO:0005515', 'GO:0019538', 'GO:0005634'],
    weight: 3,
  },
  {
    symbolPrefix: 'RBP',
    symbolFullName: 'RNA-binding protein',
    description: 'RNA-binding (RRM/RBD/RNP motifs) family protein',
    domains: [domain('IPR000504', 'RNA recognition motif domain', 'Pfam', 'PF00076'), domain('IPR035979', 'RNA-binding domain superfamily', 'SUPERFAMILY')],
    goIds: ['GO:0003723', 'GO:0005634', 'GO:0005654'],
    weight: 1,
  },
  {
    symbolPrefix: 'RING',
    symbolFullName: 'RING finger protein',
    description: 'RING/U-box superfamily protein',
    domains: [domain('IPR001841', 'Zinc finger, RING-type', 'PROSITE profiles', 'PS50089'), domain('IPR013083', 'Zinc finger, RING/FYVE/PHD-type', 'Gene3D')],
    goIds: ['GO:0005515', 'GO:0016740', 'GO:0019538'],
    weight: 2,
  },
  {
    symbolPrefix: null,
    symbolFullName: 'alpha/beta-hydrolase',
    description: 'alpha/beta-Hydrolases superfamily protein',
    domains: [domain('IPR029058', 'Alpha/Beta hydrolase fold', 'Gene3D')],
    goIds: ['GO:0016787', 'GO:0006629'],
    weight: 2,
  },
  {
    symbolPrefix: null,
    symbolFullName: 'major facilitator protein',
    description: 'Major facilitator superfamily protein',
    domains: [domain('IPR036259', 'MFS transporter superfamily', 'SUPERFAMILY')],
    goIds: ['GO:0005215', 'GO:0006810', 'GO:0016020', 'GO:0005886'],
    weight: 2,
  },
  {
    symbolPrefix: null,
    symbolFullName: 'P-loop NTPase',
    description: 'P-loop containing nucleoside triphosphate hydrolases superfamily protein',
    domains: [domain('IPR027417', 'P-loop containing nucleoside triphosphate hydrolase', 'Gene3D')],
    goIds: ['GO:0000166', 'GO:0016787'],
    weight: 3,
  },
  {
    symbolPrefix: null,
    symbolFullName: 'unknown protein',
    description: 'unknown protein',
    domains: [],
    goIds: ['GO:0008150', 'GO:0003674', 'GO:0005575'],
    weight: 22,
  },
];
