// The locus, gene model and protein records of the generated family loci, shaped like the curated loci's
// (data/records/locus/build.ts, gene/build.ts, protein/build.ts) and built from the same plan, so the three pages of
// a locus agree: the gene structure comes from the curated loci's layout (its coding region holds exactly the
// protein's codons and a stop codon), and the protein's weight and isoelectric point are computed from its sequence.
import type { GeneResponse } from '../../../schemas/gene';
import type { LocusResponse } from '../../../schemas/locus';
import type { ProteinResponse } from '../../../schemas/protein';
import { rosterPeople } from '../../roster';
import { geneFeaturesOf, geneLayout } from '../gene/layout';
import { distinctEntries } from '../locus/domains';
import type { DomainFact } from '../locus/facts';
import { proteinRecord } from '../protein/build';
import { demoProteinSequence, isoelectricPoint, molecularWeight } from '../protein/residues';
import { allelesOfLocus, familyPhenotypeLabel } from './alleles';
import { familyAnnotationGroups } from './annotations';
import { arrayElementsOf } from './arrayElements';
import { clonesOfLocus } from './clones';
import { FAMILIES } from './families';
import { familyGeneKey, familyProteinKey, type FamilyLocusPlan } from './plan';
import { studiesAbout, studyLocusNames } from './studies';

const coding = (plan: FamilyLocusPlan) => plan.kind === 'protein_coding' && !plan.obsolete;

const TRANSCRIPT_TYPE: Record<FamilyLocusPlan['kind'], string> = { protein_coding: 'mRNA', pseudogene: 'pseudogenic_transcript', long_noncoding_rna: 'lnc_RNA' };

/** Made-up accessions in UniProt's ten-character format, for every 25th protein-coding locus. */
export function demoUniprotId(plan: FamilyLocusPlan): string | null {
  return coding(plan) && plan.index % 25 === 3 ? `A9ZZZ0D${String(plan.index).padStart(3, '0')}` : null;
}

export const geneModelsOf = (plan: FamilyLocusPlan) =>
  plan.obsolete ? [] : Array.from({ length: plan.modelCount }, (_, index) => ({ model: index + 1, key: familyGeneKey(plan.index, index + 1), name: `${plan.name}.${index + 1}` }));

/** Where the family's domains fall on a protein of this length. */
function domainsOf(plan: FamilyLocusPlan, length: number): DomainFact[] {
  return FAMILIES[plan.family].domains.map(({ at, from, to }) => at(Math.max(1, Math.round(from * length)), Math.round(to * length)));
}

const proteinCache = new Map<FamilyLocusPlan, ReturnType<typeof buildProteins>>();

/** One protein per gene model; splice variants differ in the 5' UTR only, so they encode the same sequence. */
export function proteinsOf(plan: FamilyLocusPlan) {
  let proteins = proteinCache.get(plan);
  if (!proteins) {
    proteins = buildProteins(plan);
    proteinCache.set(plan, proteins);
  }
  return proteins;
}

function buildProteins(plan: FamilyLocusPlan) {
  if (!coding(plan)) return [];
  const sequence = demoProteinSequence(plan.proteinLength, familyProteinKey(plan.index, 1));
  const properties = { length: sequence.length, molecularWeight: molecularWeight(sequence), isoelectricPoint: isoelectricPoint(sequence) };
  return geneModelsOf(plan).map(({ model, key, name }) => ({ key: familyProteinKey(plan.index, model), geneId: key, name, sequence, ...properties }));
}

const layoutFacts = (plan: FamilyLocusPlan) => ({ locus: plan.name, start: plan.start, end: plan.end, strand: plan.strand, exonCount: plan.exonCount, protein: { length: plan.proteinLength } });

function externalLinkGroups(plan: FamilyLocusPlan) {
  const uniprotId = demoUniprotId(plan);
  return [
    {
      type: 'Gene and Sequence',
      links: [
        { websiteName: 'NCBI Gene', url: `https://www.ncbi.nlm.nih.gov/gene/?term=${plan.name}` },
        { websiteName: 'UniProt', url: uniprotId ? `https://www.uniprot.org/uniprotkb/${uniprotId}` : `https://www.uniprot.org/uniprotkb?query=${plan.name}` },
      ],
    },
    { type: 'Expression', links: [{ websiteName: 'ePlant', url: `https://bar.utoronto.ca/eplant/?ActiveGene=${plan.name}` }] },
  ];
}

function obsoleteLocus(plan: FamilyLocusPlan): LocusResponse {
  return {
    name: plan.name,
    locusId: plan.key,
    tairObjectId: plan.key,
    isObsolete: true,
    dateLastModified: plan.dateLastModified,
    repGene: null,
    symbols: [],
    otherNames: plan.otherNames,
    updateHistories: [{ tairObjectId: plan.key, updateType: 'obsolete', name: plan.name, date: plan.dateLastModified }],
    affectedByHistories: [],
    comments: [
      {
        firstName: rosterPeople.CURATOR_COMMENTS.firstName,
        communityId: rosterPeople.CURATOR_COMMENTS.key,
        notepadComment: `Made obsolete: the ${FAMILIES[plan.family].symbolFullName.toLowerCase()} gene model predicted here had no transcript support (demo record).`,
        dateEntered: plan.dateLastModified,
      },
    ],
    chromosome: String(plan.chromosome),
    jbrowseChromosome: `Chr${plan.chromosome}`,
    spanStartPosition: null,
    spanEndPosition: null,
    hasPhylogenesPage: false,
  };
}

export function familyLocusRecord(plan: FamilyLocusPlan): LocusResponse {
  if (plan.obsolete) return obsoleteLocus(plan);
  const models = geneModelsOf(plan);
  const chromosome = String(plan.chromosome);
  const alleles = allelesOfLocus(plan);
  const elements = arrayElementsOf(plan);
  const domains = distinctEntries(domainsOf(plan, plan.proteinLength));
  return {
    name: plan.name,
    locusId: plan.key,
    tairObjectId: plan.key,
    isObsolete: false,
    dateLastModified: plan.dateLastModified,
    repGene: { geneId: models[0]!.key, name: models[0]!.name, symbol: plan.symbol?.name ?? null, geneModelType: plan.kind, description: plan.description, tairObjectId: models[0]!.key },
    symbols: plan.symbol ? [{ name: plan.symbol.name, fullName: plan.symbol.fullName }] : [],
    otherNames: plan.otherNames,
    updateHistories: [{ tairObjectId: plan.key, updateType: 'new', name: plan.name, date: '2010-12-01' }],
    affectedByHistories: [],
    transposons: [],
    comments: [],
    otherGenes: models.map(({ model, key, name }) => ({ geneId: key, name, isSpliceVariant: model > 1 ? ('T' as const) : ('F' as const) })),
    transcriptCounts: [{ transcriptType: TRANSCRIPT_TYPE[plan.kind], transcriptCount: models.length }],
    chromosome,
    jbrowseChromosome: `Chr${chromosome}`,
    spanStartPosition: plan.start,
    spanEndPosition: plan.end,
    globalAssignments: [
      {
        map: { mapId: 1, chromosome, mapType: 'assembly_unit', name: 'AGI' },
        orientation: plan.strand,
        startPosition: plan.start,
        endPosition: plan.end,
        unit: 'bp',
        superAssignments: [{ superMap: `CHR${chromosome}`, mapElementType: 'gene' }],
      },
    ],
    geneticMarkers: [],
    nucleotideSequences: [],
    proteinSequences: proteinsOf(plan).map((protein) => ({
      tairObjectId: protein.key,
      name: protein.name,
      length: protein.length,
      molecularWeight: protein.molecularWeight,
      isoelectricPoint: protein.isoelectricPoint,
      domains: domains.map((domain) => ({ displayName: domain.interproName, accession: domain.interproAccession })),
    })),
    singleChannelArrayElements: elements.single,
    dualChannelArrayElements: elements.dual,
    annotationGroups: familyAnnotationGroups(plan),
    hasPhylogenesPage: coding(plan),
    germplasms: alleles.map((allele) => ({
      name: allele.name,
      tairObjectId: allele.germplasmKey,
      speciesVariantAbbrevName: 'Col-0',
      polymorphisms: [{ polymorphismId: allele.polymorphismKey, name: allele.name }],
      stockNames: allele.stockName ? [allele.stockName] : [],
      phenotypeGroups: [{ label: familyPhenotypeLabel(allele, true), referenceId: allele.study.key, phenotypes: [allele.phenotype] }],
      images: [],
    })),
    clones: clonesOfLocus(plan).map((clone) => ({ cloneId: clone.key, name: clone.name, aliases: [], sequenceAccessions: [], stockNames: [clone.stockName], vectorType: 'plasmid' })),
    polymorphisms: alleles.map((allele) => ({
      polymorphismId: allele.polymorphismKey,
      name: allele.name,
      type: 'insertion',
      alleleMode: 'loss of function',
      featureGeneGroups: [{ geneFeatureSite: 'exon', geneNames: [`${plan.name}.1`] }],
    })),
    publications: studiesAbout(plan).map((study) => ({
      referenceId: study.key,
      title: study.title,
      authors: [...study.authors],
      publicatedBy: study.journal,
      publicationYear: study.year,
      locusNames: studyLocusNames(study),
    })),
    externalLinkGroups: externalLinkGroups(plan),
  };
}

// 002 §5: the gene page's Plant Ontology shows 'Plant Structure' (capital S, unlike the locus page).
const geneCategory = (category: string | null | undefined) => (category === 'Plant structure' ? 'Plant Structure' : (category ?? ''));

export function familyGeneRecords(plan: FamilyLocusPlan): { key: number; name: string; record: GeneResponse }[] {
  const proteins = proteinsOf(plan);
  const groups = familyAnnotationGroups(plan);
  const alleles = allelesOfLocus(plan);
  const uniprotId = demoUniprotId(plan);
  const domains = distinctEntries(domainsOf(plan, plan.proteinLength));
  return geneModelsOf(plan).map(({ model, key, name }) => {
    const layout = geneLayout(layoutFacts(plan), model);
    const features = geneFeaturesOf(layout, plan.strand);
    const protein = proteins.find((candidate) => candidate.geneId === key);
    const modelAlleles = model === 1 ? alleles : [];
    return {
      key,
      name,
      record: {
        name,
        nameType: 'orf',
        geneModelType: plan.kind,
        symbols: plan.symbol ? [{ symbol: plan.symbol.name, fullName: plan.symbol.fullName }] : [],
        primarySymbol: plan.symbol?.name ?? null,
        description: plan.description,
        locusName: plan.name,
        locusId: plan.key,
        dateLastModified: plan.dateLastModified,
        tairAccession: `Gene:${key}`,
        mapLocation: {
          chromosome: String(plan.chromosome),
          startPosition: layout.span[0],
          endPosition: layout.span[1],
          mapName: 'AGI',
          mapId: 1,
          mapType: 'assembly_unit',
          units: 'bp',
          globalAssignmentId: 7_800_000 + plan.index * 10 + model,
        },
        sequence: {
          nucleotideSequences: (protein ? ['full length genomic', 'full length CDS', 'full length cDNA'] : ['full length genomic']).map((nucleotideSequenceType) => ({ nucleotideSequenceType, icAccession: name })),
        },
        // Pseudogenes and non-coding RNAs have exons but no coding region.
        geneFeatures: protein ? features : features.filter((feature) => feature.assignmentFeatureType !== 'ORF'),
        proteinData: protein
          ? [
              {
                tairObjectId: protein.key,
                name: protein.name,
                length: protein.length,
                calcMw: protein.molecularWeight,
                calcPi: protein.isoelectricPoint,
                domains: domains.map((domain) => ({ interproData: { name: domain.interproName, accession: domain.interproAccession } })),
              },
            ]
          : [],
        plantOntologyAnnotation: {
          data: groups.map((group) => ({
            category: geneCategory(group.category),
            relationshipType: group.relationshipType,
            keywords: [...new Map((group.annotations ?? []).map((annotation) => [annotation.keywordId, { keyword: annotation.keyword, keywordId: annotation.keywordId }])).values()],
          })),
        },
        germplasm: modelAlleles.map((allele) => ({
          names: [allele.name],
          tairObjectId: allele.germplasmKey,
          polymorphisms: [{ polyOriginalName: allele.name, polymorphismId: allele.polymorphismKey }],
          stockNames: allele.stockName ? [allele.stockName] : [],
          phenotypes: [{ phenotype: allele.phenotype, label: familyPhenotypeLabel(allele, false), referenceId: allele.study.key }],
          images: [],
        })),
        polymorphismInfos: modelAlleles.map((allele) => ({
          originalName: allele.name,
          polymorphismId: allele.polymorphismKey,
          polymorphismType: 'insertion',
          geneFeatureSite: 'exon',
          alleleMode: 'loss of function',
        })),
        publications: studiesAbout(plan).map((study) => ({
          publicationId: study.key,
          authors: [...study.authors],
          title: study.title,
          pubSource: { name: study.journal },
          publicationYear: study.year,
        })),
        externalLinks: [
          { webSiteName: 'NCBI Gene', baseUrl: 'https://www.ncbi.nlm.nih.gov/gene/?term=', urlVariable: plan.name },
          uniprotId
            ? { webSiteName: 'UniProt', baseUrl: 'https://www.uniprot.org/uniprotkb/', urlVariable: uniprotId }
            : { webSiteName: 'UniProt', baseUrl: 'https://www.uniprot.org/uniprotkb?query=', urlVariable: plan.name },
          { webSiteName: 'ePlant', baseUrl: 'https://bar.utoronto.ca/eplant/?ActiveGene=', urlVariable: plan.name },
        ],
      },
    };
  });
}

export function familyProteinRecords(plan: FamilyLocusPlan): { key: number; name: string; record: ProteinResponse }[] {
  const context = { locus: plan, dateLastModified: plan.dateLastModified, uniprotId: demoUniprotId(plan), domains: domainsOf(plan, plan.proteinLength), link: null };
  return proteinsOf(plan).map((protein) => ({ key: protein.key, name: protein.name, record: proteinRecord(protein, context) }));
}
