// Words for the generated literature: real journal names, common surnames, and the parts of made-up titles.
// The publications built from them are demo data and are never presented as real papers.

export interface Journal {
  /** The abbreviation shown in citations (sourceName). */
  abbreviation: string;
  /** The full title (pubName). */
  title: string;
  weight: number;
}

export const JOURNALS: readonly Journal[] = [
  { abbreviation: 'Plant Cell', title: 'The Plant Cell', weight: 8 },
  { abbreviation: 'Plant Physiol.', title: 'Plant Physiology', weight: 10 },
  { abbreviation: 'Plant J.', title: 'The Plant Journal', weight: 9 },
  { abbreviation: 'New Phytol.', title: 'New Phytologist', weight: 5 },
  { abbreviation: 'J. Exp. Bot.', title: 'Journal of Experimental Botany', weight: 6 },
  { abbreviation: 'Plant Cell Physiol.', title: 'Plant and Cell Physiology', weight: 5 },
  { abbreviation: 'Proc. Natl. Acad. Sci. U.S.A.', title: 'Proceedings of the National Academy of Sciences of the United States of America', weight: 4 },
  { abbreviation: 'Nucleic Acids Res.', title: 'Nucleic Acids Research', weight: 2 },
  { abbreviation: 'Nat. Plants', title: 'Nature Plants', weight: 2 },
  { abbreviation: 'Mol. Plant', title: 'Molecular Plant', weight: 3 },
  { abbreviation: 'Front. Plant Sci.', title: 'Frontiers in Plant Science', weight: 8 },
  { abbreviation: 'BMC Plant Biol.', title: 'BMC Plant Biology', weight: 4 },
  { abbreviation: 'Plant Mol. Biol.', title: 'Plant Molecular Biology', weight: 3 },
  { abbreviation: 'Development', title: 'Development', weight: 2 },
  { abbreviation: 'Genetics', title: 'Genetics', weight: 1 },
  { abbreviation: 'EMBO J.', title: 'The EMBO Journal', weight: 1 },
  { abbreviation: 'Curr. Biol.', title: 'Current Biology', weight: 1 },
  { abbreviation: 'eLife', title: 'eLife', weight: 1 },
  { abbreviation: 'Science', title: 'Science', weight: 1 },
  { abbreviation: 'Nature', title: 'Nature', weight: 1 },
];

/** The publication types of 001 (search filters), with how common each is. */
export const PUBLICATION_TYPES: readonly (readonly [string, number])[] = [
  ['research_article', 82],
  ['review', 8],
  ['book_chapter', 3],
  ['abstract', 3],
  ['dissertation', 1],
  ['comment', 1],
  ['erratum', 1],
  ['press_article', 1],
];

export const SURNAMES: readonly string[] = [
  'Zhang', 'Wang', 'Li', 'Liu', 'Chen', 'Smith', 'Müller', 'Schmidt', 'Tanaka', 'Suzuki', 'Sato', 'Garcia', 'Martinez',
  'Kim', 'Lee', 'Park', 'Dubois', 'Martin', 'Rossi', 'Bianchi', 'Kumar', 'Singh', 'Nakamura', 'Olsen', 'Jensen',
  'Silva', 'Santos', 'Novak', 'Kowalski', 'Ivanova', 'Brown', 'Jones', 'Taylor', 'Wilson', 'Fischer', 'Weber',
  'Meyer', 'Wagner', 'Becker', 'Hoffmann', 'Yamamoto', 'Kobayashi', 'Lopez', 'Gonzalez', 'Fernandez', 'Moreau',
  'Laurent', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Sun', 'Ma', 'Hu', 'Guo', 'He', 'Lin', 'Yang', 'Gao',
];

export const INITIALS: readonly string[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'R', 'S', 'T', 'W', 'X', 'Y'];

/** Title openings; a GO or PO term name and a closing follow. */
export const TITLE_OPENINGS: readonly string[] = [
  'Genome-wide analysis of',
  'A regulatory network controlling',
  'Natural variation in',
  'Transcriptional control of',
  'Single-cell profiling reveals new players in',
  'A forward genetic screen identifies regulators of',
  'Proteomic characterisation of',
  'Time-resolved expression atlas of',
  'Epigenetic regulation of',
  'Hormonal crosstalk in',
  'Structural basis of',
  'Quantitative trait loci for',
];

export const TITLE_CLOSINGS: readonly string[] = [
  'in Arabidopsis thaliana',
  'in Arabidopsis roots',
  'during Arabidopsis seed development',
  'in the Arabidopsis shoot apex',
  'under drought stress in Arabidopsis',
  'in Arabidopsis accessions',
  'in Arabidopsis leaves',
];
