// The gene model records of the curated loci (and LHY, whose locus record is the fixture): one per gene model,
// with the demo gene structure of gene/layout.ts, the locus's GO and PO terms and its roster publications.
import type { GeneResponse } from '../../../schemas/gene';
import { rosterLoci } from '../../roster';
import type { DemoRecord } from '../../types';
import { keywordTerms } from '../keyword/terms';
import { allelesOf, phenotypeLabel } from '../locus/alleles';
import { publicationsAbout } from '../locus/citations';
import { distinctEntries } from '../locus/domains';
import { ASPECTS, type LocusFacts } from '../locus/facts';
import { proteinsOf } from '../protein/build';
import { geneFeaturesOf, geneLayout } from './layout';

/** The gene models of a locus, 1-based: the roster's, plus any further splice variants the facts count. */
export function geneModelsOf(facts: LocusFacts): { model: number; key: number; name: string }[] {
  const roster = rosterLoci[facts.locus];
  const first = roster.geneModels[0];
  if (!first) return [];
  const count = facts.geneModelCount ?? roster.geneModels.length;
  return Array.from({ length: count }, (_, index) => ({ model: index + 1, key: first.key + index, name: `${roster.name}.${index + 1}` }));
}

// 002 §5: the gene page's Plant Ontology shows 'Plant Structure' (capital S, unlike the locus page).
const GENE_CATEGORY: Record<string, string> = { 'Plant structure': 'Plant Structure' };

function ontologyGroups(facts: LocusFacts): NonNullable<GeneResponse['plantOntologyAnnotation']> {
  const groups = new Map<string, { category: string; relationshipType: string; keywords: { keyword: string; keywordId: number }[] }>();
  for (const annotation of facts.annotations) {
    const term = keywordTerms[annotation.term];
    const aspect = ASPECTS[term.type];
    const category = GENE_CATEGORY[aspect.category] ?? aspect.category;
    const group = groups.get(category) ?? { category, relationshipType: aspect.relationshipType, keywords: [] };
    if (!group.keywords.some((keyword) => keyword.keywordId === term.key)) group.keywords.push({ keyword: term.name, keywordId: term.key });
    groups.set(category, group);
  }
  return { data: [...groups.values()] };
}

export function buildGeneModels(facts: LocusFacts): DemoRecord<GeneResponse>[] {
  const roster = rosterLoci[facts.locus];
  const proteins = proteinsOf(facts);
  const primary = facts.symbols[0];
  return geneModelsOf(facts).map(({ model, key, name }) => {
    const layout = geneLayout(facts, model);
    const protein = proteins.find((candidate) => candidate.geneId === key);
    const alleles = allelesOf(facts.locus).filter((allele) => allele.geneModels.some((geneModel) => geneModel.key === key));
    return {
      key,
      name,
      accession: `Gene:${key}`,
      record: {
        name,
        nameType: 'orf',
        geneModelType: 'protein_coding',
        symbols: facts.symbols.map((symbol) => ({ symbol: symbol.name, fullName: symbol.fullName })),
        primarySymbol: primary?.name ?? null,
        description: facts.description,
        locusName: roster.name,
        locusId: roster.key,
        dateLastModified: facts.dateLastModified,
        tairAccession: `Gene:${key}`,
        mapLocation: {
          chromosome: String(facts.chromosome),
          startPosition: layout.span[0],
          endPosition: layout.span[1],
          mapName: 'AGI',
          mapId: 1,
          mapType: 'assembly_unit',
          units: 'bp',
          globalAssignmentId: 7700000 + (key % 100000),
        },
        sequence: {
          nucleotideSequences: ['full length genomic', 'full length CDS', 'full length cDNA'].map((nucleotideSequenceType) => ({ nucleotideSequenceType, icAccession: name })),
        },
        geneFeatures: geneFeaturesOf(layout, facts.strand),
        proteinData: protein
          ? [
              {
                tairObjectId: protein.key,
                name: protein.name,
                length: protein.length,
                calcMw: protein.molecularWeight,
                calcPi: protein.isoelectricPoint,
                domains: distinctEntries(facts.protein.domains).map((domain) => ({ interproData: { name: domain.interproName, accession: domain.interproAccession } })),
              },
            ]
          : [],
        plantOntologyAnnotation: ontologyGroups(facts),
        germplasm: alleles.map((allele) => ({
          names: [allele.name],
          tairObjectId: allele.germplasmKey,
          polymorphisms: [{ polyOriginalName: allele.name, polymorphismId: allele.polymorphismKey }],
          stockNames: allele.stockNames,
          phenotypes: [{ phenotype: allele.phenotype.text, label: phenotypeLabel(allele.phenotype, false), referenceId: allele.phenotype.referenceId }],
          images: [],
        })),
        polymorphismInfos: alleles.map((allele) => ({
          originalName: allele.name,
          polymorphismId: allele.polymorphismKey,
          polymorphismType: allele.polymorphismType,
          geneFeatureSite: allele.geneFeatureSite,
          alleleMode: allele.alleleMode,
        })),
        publications: publicationsAbout(facts.locus).map((publication) => ({
          publicationId: publication.key,
          authors: [...publication.authors],
          title: publication.title,
          pubSource: { name: publication.journal },
          publicationYear: publication.year,
        })),
        externalLinks: [
          { webSiteName: 'NCBI Gene', baseUrl: 'https://www.ncbi.nlm.nih.gov/gene/?term=', urlVariable: roster.name },
          facts.protein.uniprotId
            ? { webSiteName: 'UniProt', baseUrl: 'https://www.uniprot.org/uniprotkb/', urlVariable: facts.protein.uniprotId }
            : { webSiteName: 'UniProt', baseUrl: 'https://www.uniprot.org/uniprotkb?query=', urlVariable: roster.name },
          { webSiteName: 'ePlant', baseUrl: 'https://bar.utoronto.ca/eplant/?ActiveGene=', urlVariable: roster.name },
        ],
      },
    };
  });
}
