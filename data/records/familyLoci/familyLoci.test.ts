// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { GeneResponse } from '../../../schemas/gene';
import type { LocusResponse } from '../../../schemas/locus';
import type { ProteinResponse } from '../../../schemas/protein';
import { demoDataset } from '../../index';
import type { DemoRecord } from '../../types';
import { familyAlleles } from './alleles';
import { paralogLoci } from '../locus/pantherRelatives';
import { PARALOG_LOCUS_NAMES } from './paralogNames';
import { familyLocusPlan, planFamilyLoci } from './plan';

const loci = demoDataset.locus as readonly DemoRecord<LocusResponse>[];
const genes = demoDataset.gene as readonly DemoRecord<GeneResponse>[];
const proteins = demoDataset.protein as readonly DemoRecord<ProteinResponse>[];
const familyKeys = new Set(familyLocusPlan.map((plan) => plan.key));
const familyLoci = loci.filter((demo) => familyKeys.has(Number(demo.key)));

describe('the generated family loci', () => {
  it('avoid every locus the PANTHER paralog files name (the list kept for the browser matches the files)', () => {
    expect([...PARALOG_LOCUS_NAMES].sort()).toEqual([...paralogLoci().keys()].sort());
  });

  it('come out the same on every start', () => {
    expect(planFamilyLoci()).toEqual(familyLocusPlan);
  });

  it('are 380 loci on chromosomes 1 to 5, each with a name no other locus of the dataset has', () => {
    expect(familyLoci).toHaveLength(380);
    expect(new Set(familyLoci.map((demo) => demo.record.chromosome))).toEqual(new Set(['1', '2', '3', '4', '5']));
    const names = loci.map((demo) => String(demo.name));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    for (const demo of familyLoci) expect(demo.name).toMatch(new RegExp(`^AT${demo.record.chromosome}G\\d{5}$`));
  });

  it('lie on each chromosome in AGI order without overlapping any locus of the dataset', () => {
    const placed = loci.filter((demo) => demo.record.spanStartPosition != null && demo.record.spanEndPosition != null);
    for (const chromosome of ['1', '2', '3', '4', '5']) {
      const own = placed.filter((demo) => demo.record.chromosome === chromosome).sort((a, b) => String(a.name).localeCompare(String(b.name)));
      expect(own.length).toBeGreaterThan(50);
      own.slice(1).forEach((demo, index) => {
        const previous = own[index]!;
        expect(Number(demo.record.spanStartPosition), `${previous.name} then ${demo.name}`).toBeGreaterThan(Number(previous.record.spanEndPosition));
      });
    }
  });

  it('give more than 250 current loci whose description names the F-box family, and say they are demo records', () => {
    const current = familyLoci.filter((demo) => !demo.record.isObsolete);
    expect(current.filter((demo) => demo.record.repGene?.description?.includes('F-box')).length).toBeGreaterThan(250);
    for (const demo of current) expect(demo.record.repGene?.description).toMatch(/\(demo record\)$/);
  });

  it('vary as the searches need: gene model types, second models, symbols, other names, obsolete loci', () => {
    const types = new Set(familyLoci.map((demo) => demo.record.repGene?.geneModelType).filter(Boolean));
    expect(types).toEqual(new Set(['protein_coding', 'pseudogene', 'long_noncoding_rna']));
    expect(familyLoci.filter((demo) => (demo.record.otherGenes ?? []).length === 2).length).toBeGreaterThan(20);
    expect(familyLoci.filter((demo) => (demo.record.symbols ?? []).length > 0).length).toBeGreaterThan(40);
    expect(familyLoci.filter((demo) => (demo.record.otherNames ?? []).length > 0).length).toBeGreaterThan(100);
    expect(familyLoci.filter((demo) => demo.record.isObsolete).length).toBe(8);
  });

  it('carry GO and PO annotations with several evidence codes, and a few phenotypes, studies and UniProt ids', () => {
    const annotations = familyLoci.flatMap((demo) => (demo.record.annotationGroups ?? []).flatMap((group) => group.annotations ?? []));
    expect(new Set(annotations.map((annotation) => annotation.evidenceCodeFull))).toEqual(new Set(['IEA', 'IBA', 'ISM', 'IEP', 'ISS', 'IPI', 'IDA', 'IMP', 'HDA', 'HEP']));
    const categories = familyLoci.flatMap((demo) => (demo.record.annotationGroups ?? []).map((group) => group.category));
    expect(new Set(categories)).toEqual(new Set(['GO Molecular Function', 'GO Biological Process', 'GO Cellular Component', 'Plant structure', 'Growth and Developmental Stages']));
    expect(familyLoci.filter((demo) => (demo.record.germplasms ?? []).some((line) => (line.phenotypeGroups ?? []).length > 0))).toHaveLength(familyAlleles.length);
    expect(familyLoci.filter((demo) => (demo.record.publications ?? []).length > 0).length).toBeGreaterThan(40);
    const familyProteins = proteins.filter((demo) => familyKeys.has(Number(demo.record.associatedGenes?.[0]?.associatedLocus?.locusId)));
    expect(familyProteins.filter((demo) => (demo.record.externalIdsList ?? []).length > 0).length).toBeGreaterThan(5);
  });

  it('give every current locus its gene models, and pseudogenes and non-coding RNAs exons but no protein', () => {
    for (const demo of familyLoci.filter((candidate) => !candidate.record.isObsolete)) {
      const models = genes.filter((gene) => gene.record.locusId === demo.key);
      expect(models.map((gene) => gene.name)).toEqual((demo.record.otherGenes ?? []).map((gene) => gene.name));
      for (const model of models) {
        expect(model.record.geneModelType).toBe(demo.record.repGene?.geneModelType);
        const features = (model.record.geneFeatures ?? []).map((feature) => feature.assignmentFeatureType);
        expect(features).toContain('exon');
        expect((model.record.proteinData ?? []).length > 0).toBe(model.record.geneModelType === 'protein_coding');
        expect(features.includes('ORF')).toBe(model.record.geneModelType === 'protein_coding');
      }
    }
  });

  it('leave one locus of each pattern for the demo pages’ link check and the rest as link targets', () => {
    const onePerPattern = familyLoci.filter((demo) => !demo.linkTarget);
    expect(onePerPattern.length).toBeGreaterThan(5);
    expect(onePerPattern.length).toBeLessThan(20);
    expect(onePerPattern.some((demo) => demo.record.isObsolete)).toBe(true);
  });
});
