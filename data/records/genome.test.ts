// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ArrayElementResponse } from '../../schemas/arrayElement';
import type { GeneResponse } from '../../schemas/gene';
import type { KeywordResponse } from '../../schemas/keyword';
import type { LocusResponse } from '../../schemas/locus';
import type { ProteinResponse } from '../../schemas/protein';
import type { TransposonResponse } from '../../schemas/transposon';
import type { TransposonFamilyResponse } from '../../schemas/transposonFamily';
import { demoDataset } from '../index';
import { genomeReferences, locusNameReferences } from '../references/genome';
import { fixtureReferenceRanges, rosterKeywords, rosterLoci } from '../roster';
import type { DemoRecord } from '../types';
import { paralogLoci } from './locus/pantherRelatives';

/** The types this group owns: those whose links its reference extractors follow. */
const types = Object.keys(genomeReferences);

const recordsOf = <T>(type: string) => (demoDataset[type] ?? []) as readonly DemoRecord<T>[];

/** The record of this type and key in the whole demo dataset (both groups). */
const findRecord = (type: string, key: string | number) => demoDataset[type]?.find((candidate) => String(candidate.key) === String(key));

const findByName = (type: string, name: string) => demoDataset[type]?.find((candidate) => candidate.name?.toUpperCase() === name.toUpperCase());

const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('genome demo records', () => {
  it('has several records of every type the group owns', () => {
    for (const type of types) expect(recordsOf(type).length, type).toBeGreaterThanOrEqual(3);
  });


  it.each(types)('%s accessions are unique', (type) => {
    const accessions = recordsOf(type).flatMap(({ accession }) => (accession ? [accession.toUpperCase()] : []));
    expect(duplicates(accessions)).toEqual([]);
  });

  it.each(['locus', 'gene', 'arrayelement'] as const)('%s records have names, unique when upper-cased (name lookups)', (type) => {
    const names = recordsOf(type).map(({ name }) => String(name ?? '').toUpperCase());
    expect(names.filter((name) => name === '')).toEqual([]);
    expect(duplicates(names)).toEqual([]);
  });

  it.each(types)('every link out of a %s record leads to a record in the demo dataset', (type) => {
    const extract = genomeReferences[type];
    expect(extract).toBeDefined();
    const unresolved = recordsOf(type).flatMap(({ key, record }) =>
      (extract?.(record) ?? []).filter((reference) => !findRecord(reference.type, reference.key)).map((reference) => `${type} ${key} → ${reference.type} ${reference.key}`),
    );
    expect(unresolved).toEqual([]);
  });

  it('gives every locus a PANTHER paralog list names a record, and those link targets no links of their own', () => {
    // The generated family loci are link targets too, with links of their own (data/records/familyLoci).
    const paralogNames = new Set(paralogLoci().keys());
    const targets = recordsOf<LocusResponse>('locus').filter((demo) => demo.linkTarget && paralogNames.has(String(demo.name)));
    expect(targets.length).toBeGreaterThan(300);
    const paralogsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../panther/paralogs');
    const unresolved = readdirSync(paralogsDir).flatMap((file) =>
      (JSON.parse(readFileSync(path.join(paralogsDir, file), 'utf8')) as { target_agi: string }[])
        .filter((row) => !findByName('locus', row.target_agi))
        .map((row) => `${file} → ${row.target_agi}`),
    );
    expect(unresolved).toEqual([]);
    for (const { key, record } of targets) {
      expect(genomeReferences.locus?.(record), `locus ${key}`).toEqual([]);
      expect(locusNameReferences(record), `locus ${key}`).toEqual([]);
    }
  });

  it('resolves every /locus?name= and /gene?name= link of a locus page', () => {
    const unresolved = recordsOf<LocusResponse>('locus').flatMap(({ key, record }) =>
      locusNameReferences(record)
        .filter((reference) => !findByName(reference.type, reference.name))
        .map((reference) => `locus ${key} → ${reference.type} ${reference.name}`),
    );
    expect(unresolved).toEqual([]);
  });
});

describe('the records the front end pages are built around', () => {
  it('holds every locus, gene model and protein of the roster under its key and name', () => {
    for (const locus of Object.values(rosterLoci)) {
      expect(findRecord('locus', locus.key)?.name, locus.name).toBe(locus.name);
      for (const model of locus.geneModels) expect(findRecord('gene', model.key)?.name).toBe(model.name);
      for (const protein of locus.proteins) expect(findRecord('protein', protein), String(protein)).toBeDefined();
    }
  });

  it('holds every roster keyword under its key, with its ontology id and name', () => {
    for (const keyword of Object.values(rosterKeywords)) {
      const summary = (findRecord('keyword', keyword.key)?.record as KeywordResponse | undefined)?.summary;
      expect(summary).toMatchObject({ kw: keyword.name, extdbId: keyword.id, kwType: keyword.type });
    }
  });
});

describe('records that agree with each other', () => {
  const genes = recordsOf<GeneResponse>('gene');

  it('gives each locus the gene models and proteins its own page lists, with the same lengths', () => {
    for (const { key, record } of recordsOf<LocusResponse>('locus')) {
      for (const model of record.otherGenes ?? []) expect((findRecord('gene', model.geneId ?? '')?.record as GeneResponse | undefined)?.name, `locus ${key}`).toBe(model.name);
      for (const listed of record.proteinSequences ?? []) {
        const protein = findRecord('protein', listed.tairObjectId ?? '')?.record as ProteinResponse | undefined;
        expect(protein?.proteinProperties?.length, `locus ${key}`).toBe(listed.length);
        if (protein?.sequence) expect(protein.sequence.length).toBe(listed.length);
      }
    }
  });

  it('gives each coding gene model an ORF that spans its protein’s codons plus a stop codon, inside its exons', () => {
    const checked = genes.filter(({ record }) => (record.proteinData ?? []).length > 0 && (record.geneFeatures ?? []).some((feature) => feature.assignmentFeatureType === 'ORF'));
    expect(checked.length).toBeGreaterThan(10);
    for (const { key, record } of checked) {
      const span = (feature: { startPosition?: number | null; endPosition?: number | null }) => {
        const ends = [feature.startPosition ?? 0, feature.endPosition ?? 0];
        return [Math.min(...ends), Math.max(...ends)] as const;
      };
      const features = record.geneFeatures ?? [];
      const [orfLow, orfHigh] = span(features.find((feature) => feature.assignmentFeatureType === 'ORF') ?? {});
      const coding = features
        .filter((feature) => feature.assignmentFeatureType === 'exon')
        .map(span)
        .reduce((sum, [low, high]) => sum + Math.max(0, Math.min(high, orfHigh) - Math.max(low, orfLow) + 1), 0);
      expect(coding, `gene ${key}`).toBe(3 * ((record.proteinData?.[0]?.length ?? 0) + 1));
    }
  });

  it('lists under each transposon family exactly the transposons that name it', () => {
    for (const { key, record } of recordsOf<TransposonFamilyResponse>('transposonfamily')) {
      const members = recordsOf<TransposonResponse>('transposon').filter((transposon) => String(transposon.record.familyId) === String(key));
      expect((record.associatedTransposons ?? []).map((element) => String(element.transposonId)).sort()).toEqual(members.map((member) => String(member.key)).sort());
    }
  });

  it('counts on each keyword page the annotations and loci the locus pages show for it', () => {
    for (const { key, record } of recordsOf<KeywordResponse>('keyword')) {
      const annotated = recordsOf<LocusResponse>('locus').map((locus) => ({
        locus: locus.key,
        count: (locus.record.annotationGroups ?? []).flatMap((group) => group.annotations ?? []).filter((annotation) => String(annotation.keywordId) === String(key)).length,
      }));
      const count = (displayName: string) => record.dataToTerm?.find((entry) => entry.displayName === displayName)?.linkCount;
      expect(count('annotations'), `keyword ${key}`).toBe(annotated.reduce((sum, entry) => sum + entry.count, 0));
      expect(count('loci'), `keyword ${key}`).toBe(annotated.filter((entry) => entry.count > 0).length);
    }
  });

  it('keys each array element by its name lower-cased with spaces as underscores, and has elements both control and not', () => {
    const elements = recordsOf<ArrayElementResponse>('arrayelement');
    for (const { key, name } of elements) expect(key).toBe(String(name).toLowerCase().replace(/\s+/g, '_'));
    expect(elements.map(({ record }) => record.isControl).sort()).toEqual(expect.arrayContaining(['F', 'T']));
  });
});

describe('edge cases on purpose', () => {
  it('has an obsolete locus and a locus with every section empty', () => {
    expect((findRecord('locus', rosterLoci.OBSOLETE.key)?.record as LocusResponse).isObsolete).toBe(true);
    const empty = findRecord('locus', rosterLoci.EMPTY.key)?.record as Record<string, unknown>;
    const lists = Object.values(empty).filter(Array.isArray);
    expect(lists.length).toBeGreaterThan(10);
    expect(lists.filter((list) => list.length > 0)).toEqual([]);
  });

  it('has a communication with nothing but its title and key', () => {
    const bare = recordsOf('communication').find(({ record }) => Object.keys(record as object).length === 2);
    expect(bare?.record).toEqual({ name: expect.any(String), referenceId: bare?.key });
  });

  it('has PCR markers, and the LHY marker scores the lhy-11 polymorphism', () => {
    expect(recordsOf<{ isPCRMarker?: string }>('marker').filter(({ record }) => record.isPCRMarker === 'T').length).toBeGreaterThan(1);
    expect(genomeReferences.marker?.(findRecord('marker', 4102050)?.record)).toContainEqual({ type: 'polymorphism', key: String(fixtureReferenceRanges.lhyPolymorphism) });
  });
});
