import { describe, expect, it } from 'vitest';
import { geneGoAnnotations, genePoAnnotations, locusGoAnnotations, locusPoAnnotations } from './annotations';

const locus = {
  annotationGroups: [
    {
      category: 'GO Molecular Function',
      relationshipType: 'enables',
      annotations: [
        {
          keyword: 'DNA-binding transcription factor activity',
          keywordId: 5330,
          evidenceCodeFull: 'ISS',
          evidenceWith: ['AGI_LocusCode:AT1G01060', 'UniProt:Q8H0W2'],
          reference_id: 501714663,
          authors: 'Riechmann JL, Heard J, Martin G',
          publicationYear: 2000,
          annotatedByType: 'TAIR',
          community_id: '1345790',
          dateLastModified: '2021-03-04',
        },
      ],
    },
    {
      category: 'GO Cellular Component',
      relationshipType: 'located in',
      annotations: [{ keyword: 'nucleus', keywordId: '7301', analysisReferenceId: 4010, analysisReferenceName: 'InterPro2GO' }],
    },
    { category: 'Plant structure', relationshipType: 'expressed in', annotations: [{ keyword: 'root', keywordId: 9005 }] },
    { category: 'growth and developmental  stages', relationshipType: 'expressed during', annotations: [{ keyword: 'flowering stage' }] },
  ],
};

describe('locus annotations', () => {
  it("sends 'Plant structure' and 'Growth and Developmental Stages' to Plant Ontology, ignoring case and spacing", () => {
    expect(locusPoAnnotations(locus).map((row) => row.keyword)).toEqual(['root', 'flowering stage']);
  });

  it('sends every other category to Gene Ontology', () => {
    expect(locusGoAnnotations(locus).map((row) => row.category)).toEqual(['GO Molecular Function', 'GO Cellular Component']);
  });

  it('copies the group category and relationship type onto each annotation row', () => {
    expect(locusPoAnnotations(locus)[0]).toMatchObject({ category: 'Plant structure', relationshipType: 'expressed in', keywordId: 9005 });
  });

  it('keeps the annotation row fields and joins evidenceWith', () => {
    expect(locusGoAnnotations(locus)[0]).toMatchObject({
      evidenceCodeFull: 'ISS',
      evidenceWith: 'AGI_LocusCode:AT1G01060, UniProt:Q8H0W2',
      reference_id: 501714663,
      publicationYear: '2000',
      annotatedByType: 'TAIR',
      community_id: '1345790',
      dateLastModified: '2021-03-04',
    });
  });

  it('names the cited publication with a short citation', () => {
    expect(locusGoAnnotations(locus)[0]).toMatchObject({
      referenceType: 'publication',
      referenceId: 501714663,
      referenceText: 'Riechmann JL et al. (2000)',
    });
  });

  it('falls back to the analysis reference when no publication is cited', () => {
    expect(locusGoAnnotations(locus)[1]).toMatchObject({
      referenceType: 'analysisreference',
      referenceId: 4010,
      referenceText: 'InterPro2GO',
    });
  });

  it('gives no rows for a record without annotation groups, and never throws', () => {
    for (const record of [null, 'locus', {}, { annotationGroups: 'GO' }, { annotationGroups: [null, { annotations: 'x' }] }]) {
      expect(locusGoAnnotations(record)).toEqual([]);
      expect(locusPoAnnotations(record)).toEqual([]);
    }
  });
});

const gene = {
  plantOntologyAnnotation: {
    data: [
      { category: 'GO Biological Process', relationshipType: 'involved in', keywords: [{ keyword: 'circadian rhythm', keywordId: 1 }] },
      { category: 'GO Molecular Function', relationshipType: 'enables', keywords: [{ keyword: 'DNA binding', keywordId: 2 }] },
      { category: 'GO Cellular Component', relationshipType: 'located in', keywords: [{ keyword: 'nucleus', keywordId: 3 }] },
      { category: 'Growth and Developmental Stages', relationshipType: 'expressed during', keywords: [{ keyword: 'flowering stage' }] },
      { category: 'Plant Structure', relationshipType: 'expressed in', keywords: [{ keyword: 'leaf' }] },
      { category: 'Other', relationshipType: 'has', keywords: [{ keyword: 'something else' }] },
    ],
  },
};

describe('gene annotations', () => {
  it('shows only the three GO categories under Gene Ontology', () => {
    expect(geneGoAnnotations(gene).map((row) => row.keyword)).toEqual(['circadian rhythm', 'DNA binding', 'nucleus']);
  });

  it('shows only Growth and Developmental Stages and Plant Structure under Plant Ontology', () => {
    expect(genePoAnnotations(gene).map((row) => row.keyword)).toEqual(['flowering stage', 'leaf']);
  });

  it('flattens keywords to rows of category, relationship type, keyword and keyword id', () => {
    expect(geneGoAnnotations(gene)[0]).toEqual({
      category: 'GO Biological Process',
      relationshipType: 'involved in',
      keyword: 'circadian rhythm',
      keywordId: 1,
    });
  });

  it('gives no rows for malformed data', () => {
    for (const record of [undefined, [], { plantOntologyAnnotation: [] }, { plantOntologyAnnotation: { data: {} } }]) {
      expect(geneGoAnnotations(record)).toEqual([]);
    }
  });
});
