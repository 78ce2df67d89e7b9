// Protein records (002 §3 Protein) for the gene models of coding loci. The sequence is random with the residue
// frequencies of a plant proteome; its length, molecular weight and isoelectric point are computed from it, so the
// locus, gene and protein pages agree on them.
import { geneId, proteinId, type ScalePlan } from '../plan';
import { randomFor, type Random } from '../random';
import type { DomainFact } from '../vocabulary/families';
import { dateBetween } from './common';
import type { LocusIdentity } from './locusIdentity';

// Residue, share of a plant proteome (%), average residue mass (Da).
const RESIDUES: readonly (readonly [string, number, number])[] = [
  ['L', 9.5, 113.16], ['S', 9.0, 87.08], ['E', 6.7, 129.12], ['V', 6.7, 99.13], ['K', 6.4, 128.17], ['G', 6.4, 57.05],
  ['A', 6.3, 71.08], ['D', 5.4, 115.09], ['R', 5.4, 156.19], ['I', 5.3, 113.16], ['T', 5.1, 101.1], ['P', 4.8, 97.12],
  ['N', 4.4, 114.1], ['F', 4.3, 147.18], ['Q', 3.5, 128.13], ['Y', 2.9, 163.18], ['M', 2.4, 131.19], ['H', 2.3, 137.14],
  ['C', 1.8, 103.14], ['W', 1.3, 186.21],
];
const RESIDUE_WEIGHTS = RESIDUES.map(([residue, share]) => [residue, share] as const);
const MASS = new Map(RESIDUES.map(([residue, , mass]) => [residue, mass]));
const WATER = 18.02;

// pKa values of the ionisable groups (EMBOSS set).
const POSITIVE: Record<string, number> = { K: 10.8, R: 12.5, H: 6.5 };
const NEGATIVE: Record<string, number> = { D: 3.9, E: 4.1, C: 8.5, Y: 10.1 };
const N_TERMINUS = 8.6;
const C_TERMINUS = 3.6;

function randomSequence(random: Random, length: number): string {
  let sequence = 'M';
  while (sequence.length < length) sequence += random.weighted(RESIDUE_WEIGHTS);
  return sequence;
}

function molecularWeight(sequence: string): number {
  let mass = WATER;
  for (const residue of sequence) mass += MASS.get(residue) ?? 0;
  return Math.round(mass * 10) / 10;
}

/** The pH at which the net charge is zero, by bisection. */
function isoelectricPoint(sequence: string): number {
  const counts = new Map<string, number>();
  for (const residue of sequence) counts.set(residue, (counts.get(residue) ?? 0) + 1);
  const charge = (pH: number) => {
    let net = 1 / (1 + 10 ** (pH - N_TERMINUS)) - 1 / (1 + 10 ** (C_TERMINUS - pH));
    for (const [residue, pKa] of Object.entries(POSITIVE)) net += (counts.get(residue) ?? 0) / (1 + 10 ** (pH - pKa));
    for (const [residue, pKa] of Object.entries(NEGATIVE)) net -= (counts.get(residue) ?? 0) / (1 + 10 ** (pKa - pH));
    return net;
  };
  let low = 0;
  let high = 14;
  for (let step = 0; step < 30; step += 1) {
    const middle = (low + high) / 2;
    if (charge(middle) > 0) low = middle;
    else high = middle;
  }
  return Math.round(((low + high) / 2) * 100) / 100;
}

/** Log-normal around 380 residues, as plant protein lengths are, within 50 to 2,500. */
function proteinLength(random: Random): number {
  const normal = Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
  return Math.max(50, Math.min(2_500, Math.round(Math.exp(Math.log(380) + 0.55 * normal))));
}

export interface DomainHit {
  fact: DomainFact;
  startPosition: number;
  endPosition: number;
}

/** The facts of the protein of one gene model (`model`: 0 for the locus's .1) of a coding locus. */
export function proteinFacts(plan: ScalePlan, locus: number, model: number, identity: LocusIdentity) {
  const index = plan.firstProtein[locus]! + model;
  const random = randomFor(plan.seed, 'protein', index);
  const length = proteinLength(random);
  const sequence = randomSequence(random, length);
  const domains: DomainHit[] = (identity.family?.domains ?? []).map((fact) => {
    const startPosition = random.between(1, Math.max(1, Math.floor(length / 3)));
    return { fact, startPosition, endPosition: Math.min(length, startPosition + random.between(50, 220)) };
  });
  return {
    index,
    id: proteinId(index),
    name: `${identity.name}.${model + 1}`,
    geneId: geneId(plan.firstModel[locus]! + model),
    length,
    sequence,
    molecularWeight: molecularWeight(sequence),
    isoelectricPoint: isoelectricPoint(sequence),
    domains,
    dateLastModified: dateBetween(random, 2010, 2024),
  };
}

export type ProteinFacts = ReturnType<typeof proteinFacts>;

/** What the detail call of one protein answers. */
export function proteinRecord(protein: ProteinFacts, identity: LocusIdentity) {
  return {
    name: protein.name,
    tairAccession: `AASequence:${protein.id}`,
    dateLastModified: protein.dateLastModified,
    sequence: protein.sequence,
    proteinProperties: { calculatedMW: protein.molecularWeight, calculatedPI: protein.isoelectricPoint, length: protein.length },
    externalIdsList: [],
    associatedGenes: [{ geneId: protein.geneId, name: protein.name, associatedLocus: { name: identity.name, locusId: identity.locusId } }],
    domains: protein.domains.map((hit) => ({
      startPosition: hit.startPosition,
      endPosition: hit.endPosition,
      domainDetails: {
        interproAccession: hit.fact.interproAccession,
        interproName: hit.fact.interproName,
        proteindomainType: hit.fact.memberDatabase,
        proteinDomainAccession: hit.fact.memberAccession,
        description: hit.fact.interproName,
      },
    })),
    link: null,
    comments: [],
  };
}
