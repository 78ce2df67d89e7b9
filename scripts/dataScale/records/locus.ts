// Locus records (002 §3 Locus), shaped like the fixtures in mocks/fixtures/locus. Lists of records the dataset
// does not hold (germplasms, clones, polymorphisms, markers) stay empty, so that every link on a generated locus
// page leads to a generated record: its gene models, proteins and publications.
import { linksOf } from '../links';
import { geneId, type ScalePlan } from '../plan';
import { randomFor } from '../random';
import { annotationGroups, type CitationTally } from './annotations';
import { COMMUNITY_MEMBERS, dateBetween, personOf } from './common';
import { locusIdentity, type LocusIdentity } from './locusIdentity';
import { proteinFacts } from './protein';
import { publicationFacts } from './publication';

/** The names of a publication's loci, as a locus's publication list shows them. */
function locusNamesOf(plan: ScalePlan, publication: number): string[] {
  return Array.from(linksOf(plan.publicationLoci, publication), (locus) => plan.locusName[locus]!);
}

export function modelName(identity: LocusIdentity, model: number) {
  return `${identity.name}.${model + 1}`;
}

/** The locus record and the pieces its gene models repeat (annotation groups, publications). */
export function locusRecord(plan: ScalePlan, locus: number, tally: CitationTally) {
  const identity = locusIdentity(plan, locus);
  const random = randomFor(plan.seed, 'locus', locus);
  const models = plan.modelCount[locus]!;
  const firstModel = plan.firstModel[locus]!;
  const firstProtein = plan.firstProtein[locus]!;
  const start = plan.spanStart[locus]!;
  const end = plan.spanEnd[locus]!;
  const orientation = random.chance(0.5) ? 'F' : 'R';
  const chromosome = identity.chromosome;
  const dateLastModified = dateBetween(random, 2012, 2024);
  const publications = Array.from(linksOf(plan.locusPublications, locus), (publication) => publicationFacts(plan, publication));
  const groups = annotationGroups(plan, locus, identity, tally);
  const proteins = firstProtein < 0 ? [] : Array.from({ length: models }, (_, model) => proteinFacts(plan, locus, model, identity));
  const bacName = `${random.pick(['F', 'T', 'M', 'K'])}${random.between(1, 28)}${String.fromCharCode(65 + random.below(16))}${random.between(1, 24)}`;

  const record = {
    name: identity.name,
    locusId: identity.locusId,
    tairObjectId: identity.locusId,
    isObsolete: false,
    dateLastModified,
    repGene: {
      geneId: geneId(firstModel),
      name: modelName(identity, 0),
      symbol: identity.symbol,
      geneModelType: identity.kind.geneModelType,
      description: identity.description,
      tairObjectId: geneId(firstModel),
    },
    symbols: identity.symbol ? [{ name: identity.symbol, fullName: identity.symbolFullName }] : [],
    otherNames: [`${bacName}.${random.between(1, 30)}`],
    updateHistories: [{ tairObjectId: identity.locusId, updateType: 'new', name: identity.name, date: '2000-12-14' }],
    affectedByHistories: [],
    transposons: [],
    comments: random.chance(0.03)
      ? [{ person: personOf(random.pick(COMMUNITY_MEMBERS)), notepadComment: 'Gene model structure confirmed by full-length cDNA.', notepadId: 7_000_001 + locus, dateEntered: dateLastModified }]
      : [],
    otherGenes: Array.from({ length: models - 1 }, (_, index) => ({
      geneId: geneId(firstModel + index + 1),
      name: modelName(identity, index + 1),
      isSpliceVariant: true,
    })),
    transcriptCounts: [{ transcriptType: identity.kind.transcriptType, transcriptCount: models }],
    chromosome: chromosome.code,
    jbrowseChromosome: chromosome.jbrowseName,
    spanStartPosition: start,
    spanEndPosition: end,
    globalAssignments: [
      {
        map: { mapId: 1, chromosome: chromosome.code, mapType: 'assembly_unit', name: 'AGI' },
        orientation,
        startPosition: start,
        endPosition: end,
        unit: 'bp',
        superAssignments: [{ superMap: `CHR${chromosome.code}`, mapElementType: 'gene' }],
      },
    ],
    geneticMarkers: [],
    nucleotideSequences: [],
    proteinSequences: proteins.map((protein) => ({
      tairObjectId: protein.id,
      name: protein.name,
      length: protein.length,
      molecularWeight: protein.molecularWeight,
      isoelectricPoint: protein.isoelectricPoint,
      domains: protein.domains.map((hit) => ({ displayName: hit.fact.interproName, accession: hit.fact.interproAccession })),
    })),
    singleChannelArrayElements: identity.kind.coding && random.chance(0.7) ? [{ name: `${245_000 + locus}_at` }] : [],
    dualChannelArrayElements: [],
    annotationGroups: groups,
    hasPhylogenesPage: identity.kind.coding,
    germplasms: [],
    clones: [],
    polymorphisms: [],
    publications: publications.map((facts, index) => ({
      referenceId: facts.referenceId,
      title: facts.title,
      authors: facts.authors,
      publicatedBy: facts.journalAbbreviation,
      publicationYear: facts.publicationYear,
      locusNames: locusNamesOf(plan, linksOf(plan.locusPublications, locus)[index]!),
    })),
    externalLinkGroups: [
      {
        type: 'Expression',
        links: [
          { websiteName: 'ePlant', url: `https://bar.utoronto.ca/eplant/?ActiveGene=${identity.name}` },
          { websiteName: 'Expression Atlas', url: `https://www.ebi.ac.uk/gxa/genes/${identity.name.toLowerCase()}` },
        ],
      },
    ],
  };
  return { record, identity, groups, publications, proteins, orientation, dateLastModified };
}

export type BuiltLocus = ReturnType<typeof locusRecord>;
