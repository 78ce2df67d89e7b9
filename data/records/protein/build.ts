// The protein records of the curated loci (and LHY, whose locus record is the fixture). One protein per coding gene
// model that the roster lists; splice variants encode the same demo sequence, so they share its properties.
import type { ProteinResponse } from '../../../schemas/protein';
import { rosterLoci } from '../../roster';
import type { DemoRecord } from '../../types';
import type { DomainFact, LocusFacts } from '../locus/facts';
import { demoProteinSequence, isoelectricPoint, molecularWeight } from './residues';

export interface ProteinFacts {
  key: number;
  /** The gene model it is translated from, e.g. 'AT1G01020.1'. */
  name: string;
  geneId: number;
  sequence: string;
  length: number;
  molecularWeight: number;
  isoelectricPoint: number;
}

/** The proteins of a locus, in gene-model order. */
export function proteinsOf(facts: LocusFacts): ProteinFacts[] {
  const roster = rosterLoci[facts.locus];
  const sequence = demoProteinSequence(facts.protein.length, roster.proteins[0] ?? roster.key);
  const properties = facts.protein.properties ?? { molecularWeight: molecularWeight(sequence), isoelectricPoint: isoelectricPoint(sequence) };
  return roster.proteins.map((key, index) => {
    const model = roster.geneModels[index];
    if (!model) throw new Error(`${roster.name}: protein ${key} has no gene model.`);
    return { key, name: model.name, geneId: model.key, sequence, length: sequence.length, ...properties };
  });
}

/** What a protein record needs besides the protein: its locus, date, UniProt id, domains and structure link. */
export interface ProteinRecordContext {
  locus: { name: string; key: number };
  dateLastModified: string;
  uniprotId: string | null | undefined;
  domains: readonly DomainFact[];
  link: ProteinResponse['link'];
}

/** The detail record of one protein (002 §7: GET detail/protein), as the curated and the generated loci give it. */
export function proteinRecord(protein: ProteinFacts, { locus, dateLastModified, uniprotId, domains, link }: ProteinRecordContext): ProteinResponse {
  return {
    name: protein.name,
    tairAccession: `AASequence:${protein.key}`,
    dateLastModified,
    sequence: protein.sequence,
    proteinProperties: { calculatedMW: protein.molecularWeight, calculatedPI: protein.isoelectricPoint, length: protein.length },
    externalIdsList: uniprotId ? [{ uniprotId }] : [],
    associatedGenes: [{ geneId: protein.geneId, name: protein.name, associatedLocus: { name: locus.name, locusId: locus.key } }],
    domains: domains.map((domain) => ({
      startPosition: domain.start,
      endPosition: domain.end,
      domainDetails: {
        interproAccession: domain.interproAccession,
        interproName: domain.interproName,
        proteindomainType: domain.memberDatabase,
        proteinDomainAccession: domain.memberAccession,
        description: domain.description,
      },
    })),
    link,
    comments: [],
  };
}

export function buildProteins(facts: LocusFacts): DemoRecord<ProteinResponse>[] {
  const roster = rosterLoci[facts.locus];
  const { uniprotId, domains } = facts.protein;
  const link = uniprotId ? { webSiteName: 'AlphaFold Protein Structure Database', baseUrl: 'https://alphafold.ebi.ac.uk/entry/', urlVariable: uniprotId } : null;
  return proteinsOf(facts).map((protein) => ({
    key: protein.key,
    name: protein.name,
    accession: `AASequence:${protein.key}`,
    record: proteinRecord(protein, { locus: roster, dateLastModified: facts.dateLastModified, uniprotId, domains, link }),
  }));
}
