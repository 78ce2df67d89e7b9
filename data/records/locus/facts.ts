// The shape of what the dataset knows about one locus: the facts the locus, gene model and protein records are
// built from (locus/build.ts, gene/build.ts, protein/build.ts), so the three pages of a locus agree.
import type { rosterClones, rosterLoci, rosterPeople, rosterPublications } from '../../roster';
import type { TermName } from '../keyword/terms';

export type RosterLocusName = keyof typeof rosterLoci;
export type PublicationName = keyof typeof rosterPublications;

/** What an annotation cites: a publication, an analysis reference or a communication (by its key). */
export type AnnotationSource = { publication: PublicationName } | { analysis: number } | { communication: number } | null;

export interface AnnotationFact {
  term: TermName;
  /** The evidence code (002 §5), e.g. 'IDA', 'IEA'. */
  evidence: string;
  source: AnnotationSource;
  description?: string;
  evidenceWith?: string;
  date: string;
}

/** A protein domain hit: the InterPro entry, the member database's signature, and where it lies (residues). */
export interface DomainFact {
  interproAccession: string;
  interproName: string;
  memberDatabase: string;
  memberAccession: string;
  description: string;
  start: number;
  end: number;
}

export interface LocusFacts {
  locus: RosterLocusName;
  /** Symbols, the primary one first. */
  symbols: readonly { name: string; fullName: string }[];
  otherNames?: readonly string[];
  description: string;
  chromosome: 1 | 2 | 3 | 4 | 5;
  start: number;
  end: number;
  /** F forward, R reverse. */
  strand: 'F' | 'R';
  /** Exons of the representative gene model (demo gene structures). */
  exonCount: number;
  /** How many gene models exist, when more than the roster lists (the fixtures' LHY has four). */
  geneModelCount?: number;
  protein: {
    length: number;
    uniprotId?: string;
    domains: readonly DomainFact[];
    /** Weight and isoelectric point when the locus page's fixture fixes them; otherwise computed from the sequence. */
    properties?: { molecularWeight: number; isoelectricPoint: number };
  };
  annotations: readonly AnnotationFact[];
  comments?: readonly { person: keyof typeof rosterPeople; text: string; date: string; notepadId: number }[];
  /** The roster's clones of the locus, as its Clones table lists them. */
  clones?: readonly { clone: keyof typeof rosterClones; sequenceAccessions: readonly string[]; stockNames: readonly string[]; vectorType: string }[];
  /** Transposon keys annotated on the locus. */
  transposons?: readonly number[];
  /** The first annotation release that named the locus, and the last modification. */
  dateCreated: string;
  dateLastModified: string;
  /** False for the loci that have no PhyloGenes page. */
  hasPhylogenesPage?: boolean;
}

/** The GO and PO categories and relationship types, by keyword aspect (002 §5 names them). */
export const ASPECTS = {
  func: { category: 'GO Molecular Function', relationshipType: 'enables' },
  proc: { category: 'GO Biological Process', relationshipType: 'involved in' },
  comp: { category: 'GO Cellular Component', relationshipType: 'located in' },
  stru: { category: 'Plant structure', relationshipType: 'expressed in' },
  grow: { category: 'Growth and Developmental Stages', relationshipType: 'expressed during' },
} as const;
