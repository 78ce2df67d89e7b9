// The locus records of the curated loci, built from their facts (the fixtures' loci are imported as they are).
import type { LocusResponse } from '../../../schemas/locus';
import { rosterClones, rosterLoci, rosterPeople } from '../../roster';
import type { DemoRecord } from '../../types';
import { geneModelsOf } from '../gene/build';
import { keywordTerms } from '../keyword/terms';
import { proteinsOf } from '../protein/build';
import { transposonNameOf } from '../transposon';
import { allelesOf, phenotypeLabel } from './alleles';
import { annotationSourceFields, locusNamesOf, publicationsAbout } from './citations';
import { distinctEntries } from './domains';
import { ASPECTS, type LocusFacts } from './facts';

type AnnotationGroup = NonNullable<LocusResponse['annotationGroups']>[number];

function annotationGroups(facts: LocusFacts): AnnotationGroup[] {
  const primary = facts.symbols[0];
  const groups = new Map<string, AnnotationGroup & { annotations: NonNullable<AnnotationGroup['annotations']> }>();
  for (const annotation of facts.annotations) {
    const term = keywordTerms[annotation.term];
    const { category, relationshipType } = ASPECTS[term.type];
    const group = groups.get(category) ?? { category, relationshipType, annotations: [] };
    group.annotations.push({
      keyword: term.name,
      keywordId: term.key,
      evidenceCodeFull: annotation.evidence,
      description: annotation.description ?? null,
      evidenceWith: annotation.evidenceWith ?? null,
      symbol: primary?.name ?? null,
      symbolFull: primary?.fullName ?? null,
      ...annotationSourceFields(annotation.source),
      annotatedByType: 'TAIR',
      community_id: rosterPeople.CURATOR_ANNOTATIONS.key,
      dateLastModified: annotation.date,
    });
    groups.set(category, group);
  }
  return [...groups.values()];
}

function externalLinkGroups(name: string, uniprotId: string | undefined) {
  return [
    {
      type: 'Gene and Sequence',
      links: [
        { websiteName: 'NCBI Gene', url: `https://www.ncbi.nlm.nih.gov/gene/?term=${name}` },
        { websiteName: 'UniProt', url: uniprotId ? `https://www.uniprot.org/uniprotkb/${uniprotId}` : `https://www.uniprot.org/uniprotkb?query=${name}` },
      ],
    },
    {
      type: 'Expression',
      links: [
        { websiteName: 'ePlant', url: `https://bar.utoronto.ca/eplant/?ActiveGene=${name}` },
        { websiteName: 'Expression Atlas', url: `https://www.ebi.ac.uk/gxa/genes/${name.toLowerCase()}` },
      ],
    },
  ];
}

export function buildLocus(facts: LocusFacts): DemoRecord<LocusResponse> {
  const roster = rosterLoci[facts.locus];
  const models = geneModelsOf(facts);
  const representative = models[0];
  const chromosome = String(facts.chromosome);
  const alleles = allelesOf(facts.locus);
  const record = {
    name: roster.name,
    locusId: roster.key,
    tairObjectId: roster.key,
    isObsolete: false,
    dateLastModified: facts.dateLastModified,
    repGene: representative
      ? {
          geneId: representative.key,
          name: representative.name,
          symbol: facts.symbols[0]?.name ?? null,
          geneModelType: 'protein_coding',
          description: facts.description,
          tairObjectId: representative.key,
        }
      : null,
    symbols: facts.symbols.map(({ name, fullName }) => ({ name, fullName })),
    otherNames: [...(facts.otherNames ?? [])],
    updateHistories: [{ tairObjectId: roster.key, updateType: 'new', name: roster.name, date: facts.dateCreated }],
    affectedByHistories: [],
    transposons: (facts.transposons ?? []).map((key) => ({ name: transposonNameOf(key), transposonId: key })),
    comments: (facts.comments ?? []).map((comment) => {
      const person = rosterPeople[comment.person];
      return {
        person: { name: `${person.firstName} ${person.lastName}`, communityId: person.key },
        notepadComment: comment.text,
        notepadId: comment.notepadId,
        dateEntered: comment.date,
      };
    }),
    otherGenes: models.map(({ model, key, name }) => ({ geneId: key, name, isSpliceVariant: model > 1 ? ('T' as const) : ('F' as const) })),
    transcriptCounts: [{ transcriptType: 'mRNA', transcriptCount: models.length }],
    chromosome,
    jbrowseChromosome: `Chr${chromosome}`,
    spanStartPosition: facts.start,
    spanEndPosition: facts.end,
    globalAssignments: [
      {
        map: { mapId: 1, chromosome, mapType: 'assembly_unit', name: 'AGI' },
        orientation: facts.strand,
        startPosition: facts.start,
        endPosition: facts.end,
        unit: 'bp',
        superAssignments: [{ superMap: `CHR${chromosome}`, mapElementType: 'gene' }],
      },
    ],
    geneticMarkers: [],
    nucleotideSequences: [],
    proteinSequences: proteinsOf(facts).map((protein) => ({
      tairObjectId: protein.key,
      name: protein.name,
      length: protein.length,
      molecularWeight: protein.molecularWeight,
      isoelectricPoint: protein.isoelectricPoint,
      domains: distinctEntries(facts.protein.domains).map((domain) => ({ displayName: domain.interproName, accession: domain.interproAccession })),
    })),
    singleChannelArrayElements: [],
    dualChannelArrayElements: [],
    annotationGroups: annotationGroups(facts),
    hasPhylogenesPage: facts.hasPhylogenesPage ?? true,
    germplasms: alleles.map((allele) => ({
      name: allele.name,
      tairObjectId: allele.germplasmKey,
      speciesVariantAbbrevName: allele.background,
      polymorphisms: [{ polymorphismId: allele.polymorphismKey, name: allele.name }],
      stockNames: allele.stockNames,
      phenotypeGroups: [{ label: phenotypeLabel(allele.phenotype, true), referenceId: allele.phenotype.referenceId, phenotypes: [allele.phenotype.text] }],
      images: [],
    })),
    clones: (facts.clones ?? []).map(({ clone, sequenceAccessions, stockNames, vectorType }) => ({
      cloneId: rosterClones[clone].key,
      name: rosterClones[clone].name,
      aliases: [],
      sequenceAccessions: [...sequenceAccessions],
      stockNames: [...stockNames],
      vectorType,
    })),
    polymorphisms: alleles.map((allele) => ({
      polymorphismId: allele.polymorphismKey,
      name: allele.name,
      type: allele.polymorphismType,
      alleleMode: allele.alleleMode,
      featureGeneGroups: [{ geneFeatureSite: allele.geneFeatureSite, geneNames: allele.geneModels.map((geneModel) => geneModel.name) }],
    })),
    publications: publicationsAbout(facts.locus).map((publication) => ({
      referenceId: publication.key,
      title: publication.title,
      authors: [...publication.authors],
      publicatedBy: publication.journal,
      publicationYear: publication.year,
      locusNames: locusNamesOf(publication),
    })),
    externalLinkGroups: externalLinkGroups(roster.name, facts.protein.uniprotId),
  } satisfies LocusResponse;
  return { key: roster.key, name: roster.name, accession: `Locus:${roster.key}`, record };
}
