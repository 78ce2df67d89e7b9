// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ArrayElementResponse } from '../../../schemas/arrayElement';
import type { MicroarrayExperimentResponse } from '../../../schemas/microarrayExperiment';
import { demoDataset } from '../../index';
import type { DemoRecord } from '../../types';

const listed = JSON.parse(readFileSync(new URL('../../static/microarray-experiments.json', import.meta.url), 'utf8')) as string[];
const experiments = demoDataset.microarrayexperiment as readonly DemoRecord<MicroarrayExperimentResponse>[];
const elements = demoDataset.arrayelement as readonly DemoRecord<ArrayElementResponse>[];

describe('microarray experiments: the browse list and the records', () => {
  it('gives every listed name exactly one record, found by that name', () => {
    for (const name of listed) {
      const matches = experiments.filter((experiment) => experiment.name?.toUpperCase() === name.toUpperCase());
      expect(matches, name).toHaveLength(1);
      expect(matches[0]!.record.name).toBe(name);
    }
  });

  it('lists every record, once, in alphabetical order', () => {
    expect([...listed].sort()).toEqual(experiments.map((experiment) => experiment.record.name).sort());
    expect(new Set(listed.map((name) => name.toUpperCase())).size).toBe(listed.length);
    expect(listed).toEqual([...listed].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('keeps the AtGenExpress series on the ATH1 GeneChip and marks the demo studies', () => {
    for (const { record } of experiments) {
      if (record.name.startsWith('AtGenExpress: ')) expect(record.arrayDesign?.name, record.name).toBe('ATH1-121501');
      else if (record.description) expect(record.description, record.name).toMatch(/demo study/i);
    }
  });

  it('names, on every slide and experiment of an array element, an experiment of the list', () => {
    const names = new Set(listed);
    const keys = new Set(experiments.map((experiment) => experiment.key));
    for (const element of elements) {
      for (const slide of element.record.slides ?? []) expect(names.has(slide.experimentName ?? ''), slide.name ?? '').toBe(true);
      for (const experiment of element.record.experiments ?? []) {
        if (typeof experiment === 'string') expect(names.has(experiment)).toBe(true);
        else expect(keys.has(experiment.experimentId as number), experiment.name ?? '').toBe(true);
      }
    }
  });

  it('measured an array element in every experiment of the list', () => {
    const measured = new Set(elements.flatMap((element) => (element.record.slides ?? []).map((slide) => slide.experimentName)));
    expect(listed.filter((name) => !measured.has(name))).toEqual([]);
  });
});
