import { describe, expect, it } from 'vitest';
import { geneGermplasms, locusGermplasms, locusPolymorphisms } from './germplasms';

describe('locusGermplasms', () => {
  it('reads the locus spelling: polymorphisms, stock names and phenotype groups', () => {
    const [row] = locusGermplasms({
      germplasms: [
        {
          name: 'SALK_067241',
          tairObjectId: 4679101,
          speciesVariantAbbrevName: 'Col-0',
          polymorphisms: [{ polymorphismId: 8, name: 'SALK_067241' }],
          stockNames: ['SALK_067241C'],
          phenotypeGroups: [{ label: 'Gaudinier A et al. (2018)', referenceId: 5, phenotypes: ['Reduced root growth', { phenotype: 'Early flowering' }] }],
          images: [{ imageId: 1 }, { imageId: 2 }],
        },
      ],
    });
    expect(row).toEqual({
      name: 'SALK_067241',
      tairObjectId: 4679101,
      background: 'Col-0',
      polymorphisms: [{ name: 'SALK_067241', polymorphismId: 8 }],
      stockNames: ['SALK_067241C'],
      phenotypes: 'Reduced root growth; Early flowering',
      phenotypeReferences: [{ label: 'Gaudinier A et al. (2018)', referenceId: 5 }],
      imageCount: 2,
    });
  });

  it('reads the page-variant spelling: polymorphismList, stockList and phenotypeList', () => {
    const [row] = locusGermplasms({
      germplasms: [
        {
          name: 'CS2',
          background: 'Col-0',
          polymorphismList: [{ originalName: 'lhy-1', polyId: '9' }],
          stockList: [{ name: 'CS2' }],
          phenotypeList: [{ phenotypetype: 'Late flowering', authors: 'Schaffer R, Ramsay N', referenceId: 6, publication_year: 1998 }],
        },
      ],
    });
    expect(row).toMatchObject({
      background: 'Col-0',
      polymorphisms: [{ name: 'lhy-1', polymorphismId: '9' }],
      stockNames: ['CS2'],
      phenotypes: 'Late flowering',
      phenotypeReferences: [{ label: 'Schaffer R et al. (1998)', referenceId: 6 }],
      imageCount: undefined,
    });
  });

  it('never throws on malformed germplasms', () => {
    expect(locusGermplasms({ germplasms: [{ polymorphisms: 'x', phenotypeGroups: [null], stockNames: 5 }] })[0]?.polymorphisms).toEqual([]);
    expect(locusGermplasms(null)).toEqual([]);
  });
});

describe('geneGermplasms', () => {
  it("reads the gene spelling: names and the gene's polymorphism names", () => {
    const [row] = geneGermplasms({
      germplasm: [{ names: ['SALK_067241', 'nac001-1'], polymorphisms: [{ polyOriginalName: 'nac001-1', polymorphismId: 3 }], phenotypes: [{ phenotype: 'No visible phenotype', label: 'x', referenceId: 7 }] }],
    });
    expect(row).toMatchObject({
      name: 'SALK_067241, nac001-1',
      polymorphisms: [{ name: 'nac001-1', polymorphismId: 3 }],
      phenotypes: 'No visible phenotype',
      phenotypeReferences: [{ label: 'x', referenceId: 7 }],
    });
  });
});

describe('locusPolymorphisms', () => {
  it('gathers gene feature sites and gene names onto the polymorphism row', () => {
    const [row] = locusPolymorphisms({
      polymorphisms: [
        {
          polymorphismId: 1,
          name: 'SALK_067241',
          type: 'insertion',
          alleleMode: 'loss of function',
          featureGeneGroups: [
            { geneFeatureSite: 'exon', geneNames: ['AT1G01010.1'] },
            { geneFeatureSite: 'exon', geneNames: ['AT1G01010.1'] },
          ],
        },
      ],
    });
    expect(row).toEqual({
      polymorphismId: 1,
      name: 'SALK_067241',
      type: 'insertion',
      alleleMode: 'loss of function',
      geneFeatureSites: 'exon',
      geneNames: ['AT1G01010.1'],
    });
  });
});
