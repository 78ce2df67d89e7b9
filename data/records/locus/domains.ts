// Protein domain hits of the curated loci. Accessions and names are the public InterPro entries and their member
// databases' signatures; the residue positions are demo data.
import type { DomainFact } from './facts';

const hit =
  (interproAccession: string, interproName: string, memberDatabase: string, memberAccession: string, description: string) =>
  (start: number, end: number): DomainFact => ({ interproAccession, interproName, memberDatabase, memberAccession, description, start, end });

export const DOMAIN = {
  ARV1: hit('IPR007290', 'Arv1 protein', 'Pfam', 'PF04161', 'Arv1-like family'),
  B3: hit('IPR003340', 'B3 DNA binding domain', 'Pfam', 'PF02362', 'B3 DNA binding domain'),
  PAZ: hit('IPR003100', 'PAZ domain', 'Pfam', 'PF02170', 'PAZ domain'),
  RNASE_III: hit('IPR000999', 'Ribonuclease III domain', 'Pfam', 'PF00636', 'Ribonuclease III domain'),
  DSRBD: hit('IPR014720', 'Double-stranded RNA-binding domain', 'Pfam', 'PF00035', 'Double-stranded RNA binding motif'),
  SANT_MYB: hit('IPR001005', 'SANT/Myb domain', 'Pfam', 'PF00249', 'Myb-like DNA-binding domain'),
  MYB: hit('IPR017930', 'Myb domain', 'PROSITE profiles', 'PS51294', 'Myb-type HTH DNA-binding domain profile'),
  PEBP: hit('IPR008914', 'Phosphatidylethanolamine-binding protein PEBP', 'Pfam', 'PF01161', 'Phosphatidylethanolamine-binding protein'),
  MADS: hit('IPR002100', 'Transcription factor, MADS-box', 'Pfam', 'PF00319', 'SRF-type transcription factor (DNA-binding and dimerisation domain)'),
  K_BOX: hit('IPR002487', 'Transcription factor, K-box', 'Pfam', 'PF01486', 'K-box region'),
  SNARE: hit('IPR000727', 'Target SNARE coiled-coil homology domain', 'Pfam', 'PF05739', 'SNARE domain'),
  LEAFY: hit('IPR002910', 'Floricaula/leafy protein', 'Pfam', 'PF01698', 'Floricaula / Leafy protein'),
  AP2: hit('IPR001471', 'AP2/ERF domain', 'Pfam', 'PF00847', 'AP2 domain'),
  RRM: hit('IPR000504', 'RNA recognition motif domain', 'Pfam', 'PF00076', 'RNA recognition motif'),
  WW: hit('IPR001202', 'WW domain', 'Pfam', 'PF00397', 'WW domain'),
  F_BOX: hit('IPR001810', 'F-box domain', 'Pfam', 'PF00646', 'F-box domain'),
};

/** One entry per InterPro accession (a protein may hit the same entry twice), as the locus and gene pages list them. */
export const distinctEntries = (domains: readonly DomainFact[]) =>
  domains.filter((domain, index) => domains.findIndex((other) => other.interproAccession === domain.interproAccession) === index);
