// Polymorphism records of the curated alleles (alleles.ts tells which parts are real).
import type { PolymorphismResponse } from '../../../schemas/polymorphism';
import { rosterPublications } from '../../roster';
import { comment, personAttribution } from '../person/community';
import { citePublicationWithDoi } from '../publication';
import { curatedAlleles, type CuratedAllele } from './alleles';
import { chromosomeOf, genesOf } from './build';

function curatedPolymorphism(allele: CuratedAllele): PolymorphismResponse {
  return {
    originalName: allele.name,
    name: allele.name,
    polymorphismTairObjectId: allele.polymorphismKey,
    dateLastModified: allele.dateLastModified,
    aliases: [],
    polymorphismType: allele.polymorphismType,
    insertionType: allele.insertionType ?? null,
    chromosome: chromosomeOf(allele.locus),
    constructType: allele.insertionType === 'T-DNA' ? 'Simple Insert' : null,
    mutagen: allele.mutagen,
    mutationSite: allele.mutationSite,
    inheritance: allele.inheritance,
    alleleMode: allele.alleleMode,
    description: `${allele.name}: ${allele.phenotype.charAt(0).toLowerCase()}${allele.phenotype.slice(1)}.`,
    attributions: [personAttribution('CURATOR', 'curated by', allele.dateLastModified)],
    // lhy-11 lies in the exons shared by the first two LHY gene models (as the locus fixture lists it).
    associatedGenes: genesOf(allele.locus, allele.geneFeatureSite, allele.locus === 'LHY' ? 2 : 1),
    tfcPolymorphisms: [],
    associatedNucleotideSequences: [],
    germplasmCollections: [{ name: allele.name, tairObjectId: allele.germplasmKey, description: null }],
    geneticMarkers: [],
    globalAssignments: [],
    publications: allele.publication ? [citePublicationWithDoi(rosterPublications[allele.publication].key)] : [],
    comments: allele.name === 'flc-3' ? [comment('CURATOR', 'Flowering time of flc-3 is reported in a FRIGIDA-containing Col background.', '2011-12-01')] : [],
  };
}

export const curatedPolymorphisms: PolymorphismResponse[] = curatedAlleles.map(curatedPolymorphism);
