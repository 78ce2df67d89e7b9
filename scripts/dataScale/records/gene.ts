// Gene model records (002 §3 Gene), shaped like mocks/fixtures/gene. Exons tile the locus span with introns
// between them; a coding model's ORF starts in its first exon and ends in its last, so the gene page derives UTRs
// and introns from them (002 §4). On the reverse strand every feature runs from the higher to the lower coordinate.
import { geneId, type ScalePlan } from '../plan';
import { randomFor, type Random } from '../random';
import type { BuiltLocus } from './locus';
import { modelName } from './locus';

interface Feature {
  assignmentFeatureType: string;
  startPosition: number;
  endPosition: number;
}

/** Exons over [start, end] (forward coordinates), with the coding region inside when the model is coding. */
function modelFeatures(random: Random, start: number, end: number, coding: boolean, reverse: boolean): Feature[] {
  const exonCount = coding ? random.between(1, Math.min(8, Math.max(1, Math.floor((end - start) / 250)))) : random.between(1, 2);
  // The span in 2 × exonCount - 1 pieces, exons at the even places and (shorter) introns at the odd ones.
  const pieces = exonCount * 2 - 1;
  const shares = Array.from({ length: pieces }, (_, index) => (index % 2 === 0 ? 1 : 0.6) * (0.5 + random.next()));
  const totalShare = shares.reduce((sum, share) => sum + share, 0);
  const length = end - start + 1;
  const exons: [number, number][] = [];
  let position = start;
  shares.forEach((share, index) => {
    const size = index === pieces - 1 ? end - position + 1 : Math.max(1, Math.floor((length * share) / totalShare));
    if (index % 2 === 0) exons.push([position, position + size - 1]);
    position += size;
  });
  const features: Feature[] = [];
  const feature = (type: string, low: number, high: number) =>
    features.push({ assignmentFeatureType: type, startPosition: reverse ? high : low, endPosition: reverse ? low : high });
  if (coding) {
    const [firstLow, firstHigh] = exons[0]!;
    const [lastLow, lastHigh] = exons[exons.length - 1]!;
    const orfLow = random.between(firstLow, firstLow + Math.floor((firstHigh - firstLow) / 3));
    const orfHigh = random.between(lastHigh - Math.floor((lastHigh - lastLow) / 3), lastHigh);
    feature('ORF', orfLow, Math.max(orfLow, orfHigh));
  }
  for (const [low, high] of exons) feature('exon', low, high);
  return features;
}

/** One gene model of a built locus: `model` 0 is the representative model (.1). */
export function geneRecord(plan: ScalePlan, built: BuiltLocus, locus: number, model: number) {
  const { identity, groups, publications, proteins, orientation, dateLastModified } = built;
  const random = randomFor(plan.seed, 'gene-model', plan.firstModel[locus]! + model);
  const id = geneId(plan.firstModel[locus]! + model);
  const name = modelName(identity, model);
  // Splice variants end a little earlier or later than the representative model.
  const start = plan.spanStart[locus]!;
  const end = model === 0 ? plan.spanEnd[locus]! : Math.max(start + 60, plan.spanEnd[locus]! - random.between(0, 120));
  const coding = identity.kind.coding;
  const protein = proteins[model];
  return {
    name,
    nameType: 'orf',
    geneModelType: identity.kind.geneModelType,
    symbols: identity.symbol ? [{ symbol: identity.symbol, fullName: identity.symbolFullName }] : [],
    primarySymbol: identity.symbol,
    description: identity.description,
    locusName: identity.name,
    locusId: identity.locusId,
    dateLastModified,
    tairAccession: `Gene:${id}`,
    mapLocation: {
      chromosome: identity.chromosome.code,
      startPosition: start,
      endPosition: end,
      mapName: 'AGI',
      mapId: 1,
      mapType: 'assembly_unit',
      units: 'bp',
      globalAssignmentId: 7_700_001 + plan.firstModel[locus]! + model,
    },
    sequence: {
      nucleotideSequences: [
        { nucleotideSequenceType: 'full length genomic', icAccession: name },
        ...(coding ? [{ nucleotideSequenceType: 'full length CDS', icAccession: name }, { nucleotideSequenceType: 'full length cDNA', icAccession: name }] : []),
      ],
    },
    geneFeatures: modelFeatures(random, start, end, coding, orientation === 'R'),
    proteinData: protein
      ? [
          {
            tairObjectId: protein.id,
            name: protein.name,
            length: protein.length,
            calcMw: protein.molecularWeight,
            calcPi: protein.isoelectricPoint,
            domains: protein.domains.map((hit) => ({ interproData: { name: hit.fact.interproName, accession: hit.fact.interproAccession } })),
          },
        ]
      : [],
    plantOntologyAnnotation: {
      data: groups.map((group) => ({
        category: group.category === 'Plant structure' ? 'Plant Structure' : group.category,
        relationshipType: group.relationshipType,
        keywords: [...new Map(group.annotations.map((annotation) => [annotation.keywordId, { keyword: annotation.keyword, keywordId: annotation.keywordId }])).values()],
      })),
    },
    germplasm: [],
    polymorphismInfos: [],
    // The publications are about the locus; its representative model lists them.
    publications:
      model === 0
        ? publications.map((facts) => ({
            publicationId: facts.referenceId,
            authors: facts.authors,
            title: facts.title,
            pubSource: { name: facts.journalAbbreviation },
            publicationYear: facts.publicationYear,
          }))
        : [],
    externalLinks: [{ webSiteName: 'ePlant', baseUrl: 'https://bar.utoronto.ca/eplant/?ActiveGene=', urlVariable: identity.name }],
  };
}
