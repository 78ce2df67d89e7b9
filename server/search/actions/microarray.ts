// POST search/gene/microarray (001 §2.3 "Get Microarray Elements"): the array elements each locus lists (single-
// and dual-channel), on the platforms asked for (001 §2.4: AFFY_ATH1, catma, Agilent-G2519F-021169; all when none
// is named). An element's platform is its array design's when the dataset has its record; otherwise it is read
// from the element's name and channel, as the platforms name them (ATH1 probe sets end in _at, CATMA tags are the
// dual-channel ones, Agilent probes start A_84_P).
import { objects, text } from './json';
import type { Link } from './locusHistory';
import type { Platform } from '../../../contracts/search/geneActions';
import type { BodyFields, GeneActionStore, StoredRecord } from './store';

/** 002 §2.3: an array element's key is its name lower-cased, spaces turned into underscores. */
const arrayElementKey = (name: string) => name.toLowerCase().replace(/\s+/g, '_');

export interface MicroarrayDoc {
  id: string;
  element: string;
  platform: Platform | null;
  locus: Link;
}

function platformOfDesign(design: string): Platform | null {
  if (/ATH1/i.test(design)) return 'AFFY_ATH1';
  if (/CATMA/i.test(design)) return 'catma';
  if (/G2519F|Agilent/i.test(design)) return 'Agilent-G2519F-021169';
  return null;
}

function platformOfName(name: string, dualChannel: boolean): Platform | null {
  if (dualChannel || /^CATMA/i.test(name)) return 'catma';
  if (/^A_84_P/i.test(name)) return 'Agilent-G2519F-021169';
  if (/_at$/i.test(name)) return 'AFFY_ATH1';
  return null;
}

function elementsOf(locus: StoredRecord): { name: string; dualChannel: boolean }[] {
  const names = (field: unknown, dualChannel: boolean) => objects(field).flatMap((element) => (text(element.name) ? [{ name: text(element.name) as string, dualChannel }] : []));
  return [...names(locus.body.singleChannelArrayElements, false), ...names(locus.body.dualChannelArrayElements, true)];
}

const LOCUS_FIELDS: BodyFields = ['singleChannelArrayElements', 'dualChannelArrayElements'];
const ELEMENT_FIELDS: BodyFields = ['arrayDesigns'];

export async function microarrayElements(store: GeneActionStore, locusIds: readonly string[], platforms: readonly Platform[] = []): Promise<MicroarrayDoc[]> {
  const loci = await store.loci(locusIds, LOCUS_FIELDS);
  // The element records of every locus in one read.
  const names = loci.flatMap((locus) => elementsOf(locus).map((element) => element.name));
  const records = new Map((await store.arrayElements(names, ELEMENT_FIELDS)).map((record) => [record.name.toUpperCase(), record]));
  return loci.flatMap((locus) => {
    const listed = elementsOf(locus);
    return listed.flatMap(({ name, dualChannel }): MicroarrayDoc[] => {
      const record = records.get(name.toUpperCase());
      const design = record ? text(objects(record.body.arrayDesigns)[0]?.name) : null;
      const platform = (design ? platformOfDesign(design) : null) ?? platformOfName(name, dualChannel);
      if (platforms.length > 0 && (platform === null || !platforms.includes(platform))) return [];
      return [{ id: record?.key ?? arrayElementKey(name), element: name, platform, locus: { id: locus.key, name: locus.name } }];
    });
  });
}
