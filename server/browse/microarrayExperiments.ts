// A microarray experiment's browse page (002 §2.1 /browse/microarray_experiments/{experiment name}): the record,
// found by its name as the static list spells it, with the slides hybridised for it and the array elements
// measured on them. Slides live on the array element records (002 §3), so an experiment's slides and elements
// are gathered from the elements that name it: by its key, or by its name where an element gives only the name.
// The arrayelement rows are one range of the records' primary key; the dataset holds a few hundred of them.
// Records are written only when the database is seeded, so each experiment's page is gathered once and kept.
import * as z from 'zod';
import { arrayElementSchema, type ArrayElement } from '../../schemas/arrayElement';
import type { RecordReader } from '../db/recordReader';

/** The array element records naming an experiment, by its key or (where an element gives only a name) its name. */
export type ElementsNaming = (key: string, name: string) => Promise<{ id: string; body: string }[]>;

export interface ExperimentSlide {
  name: string;
  /** How many of the dataset's array elements have a signal on this slide. */
  elementCount: number;
}

export interface ExperimentArrayElement {
  key: string;
  name: string;
  type: string | null;
  isControl: boolean;
  locus: { name: string; locusId: string | null } | null;
  arrayDesign: string | null;
  /** The element's mean signal over this experiment's slides. */
  meanSignal: number | null;
}

export interface MicroarrayExperimentPageData {
  key: string;
  /** The detail/microarrayexperiment record as stored. */
  experiment: unknown;
  slides: ExperimentSlide[];
  arrayElements: ExperimentArrayElement[];
}

const experimentNameSchema = z.looseObject({ name: z.string() });

function elementLocus(locus: ArrayElement['locus']): ExperimentArrayElement['locus'] {
  if (locus === null || locus === undefined) return null;
  if (typeof locus === 'string') return { name: locus, locusId: null };
  return { name: locus.name ?? '', locusId: locus.locusId === null || locus.locusId === undefined ? null : String(locus.locusId) };
}

const mean = (values: number[]) => (values.length === 0 ? null : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100);

export type MicroarrayExperimentPages = ReturnType<typeof microarrayExperimentPages>;

export function microarrayExperimentPages(records: RecordReader, elementsNaming: ElementsNaming) {
  const pages = new Map<string, MicroarrayExperimentPageData>();

  return {
    /** The experiment with this name (compared without case), or undefined. */
    async byName(name: string): Promise<MicroarrayExperimentPageData | undefined> {
      const key = await records.idByName('microarrayexperiment', name);
      if (key === null) return undefined;
      const kept = pages.get(key);
      if (kept) return kept;
      const body = await records.body('microarrayexperiment', key);
      if (body === undefined) return undefined;
      const experiment: unknown = JSON.parse(body);
      const ownName = z.safeParse(experimentNameSchema, experiment).data?.name ?? name;

      const slideCounts = new Map<string, number>();
      const arrayElements: ExperimentArrayElement[] = [];
      for (const row of await elementsNaming(key, ownName)) {
        const parsed = z.safeParse(arrayElementSchema, JSON.parse(row.body));
        if (!parsed.success) continue;
        const element = parsed.data;
        const slides = (element.slides ?? []).filter((slide) => slide.experimentName === ownName);
        for (const slide of slides) if (slide.name) slideCounts.set(slide.name, (slideCounts.get(slide.name) ?? 0) + 1);
        arrayElements.push({
          key: row.id,
          name: element.name,
          type: element.type ?? null,
          isControl: element.isControl === 'T' || element.isControl === true,
          locus: elementLocus(element.locus),
          arrayDesign: element.arrayDesigns?.[0]?.name ?? null,
          meanSignal: mean(slides.flatMap((slide) => (typeof slide.signal === 'number' ? [slide.signal] : []))),
        });
      }
      const slides = [...slideCounts].map(([slideName, elementCount]) => ({ name: slideName, elementCount }));
      const page = { key, experiment, slides, arrayElements };
      pages.set(key, page);
      return page;
    },
  };
}
