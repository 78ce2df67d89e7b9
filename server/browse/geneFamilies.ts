// The gene families of the browse pages (002 §2.1): the static historical list (data/static/gene-families.json,
// read once and kept) and one family of it, with the member loci of its record when the dataset has one. The list
// is the same for every request, so it is parsed on first use only.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as z from 'zod';
import { geneFamilySchema } from '../../schemas/geneFamily';
import type { RecordReader } from '../db/recordReader';

const listedFamilySchema = z.object({
  key: z.string().regex(/^\d+$/),
  name: z.string().min(1),
  countText: z.string().nullable(),
  submitter: z.object({
    type: z.enum(['person', 'organization']),
    communityId: z.number(),
    name: z.string(),
  }),
});

export type ListedFamily = z.infer<typeof listedFamilySchema>;

/** A family's page: its list entry, and what its record adds (description, date, members). */
export interface GeneFamilyPageData extends ListedFamily {
  description: string | null;
  dateLastModified: string | null;
  /** false when the dataset holds no record of the family: the historical list names it, nothing more. */
  hasRecord: boolean;
  members: { name: string; locusId: string | null; symbol: string | null; fullName: string | null }[];
}

export type GeneFamilyCatalog = ReturnType<typeof geneFamilyCatalog>;

export function geneFamilyCatalog(staticDir: string, records: RecordReader) {
  let list: Promise<ListedFamily[]> | undefined;
  const readList = async () => z.array(listedFamilySchema).parse(JSON.parse(await readFile(path.join(staticDir, 'gene-families.json'), 'utf8')));

  const families = () => {
    list ??= readList().catch((error: unknown) => {
      list = undefined; // a missing or broken file is tried again on the next request
      throw error;
    });
    return list;
  };

  return {
    families,
    /** The family with this key, or undefined when the list has none. */
    async family(key: string): Promise<GeneFamilyPageData | undefined> {
      const entry = (await families()).find((family) => family.key === key);
      if (!entry) return undefined;
      const body = await records.body('genefamily', key);
      const record = body === undefined ? undefined : z.safeParse(geneFamilySchema, JSON.parse(body)).data;
      return {
        ...entry,
        description: record?.description ?? null,
        dateLastModified: record?.dateLastModified === null || record?.dateLastModified === undefined ? null : String(record.dateLastModified),
        hasRecord: record !== undefined,
        members: (record?.loci ?? []).map((locus) => ({
          name: locus.name ?? '',
          locusId: locus.locusId === null || locus.locusId === undefined ? null : String(locus.locusId),
          symbol: locus.symbol ?? null,
          fullName: locus.fullName ?? null,
        })),
      };
    },
  };
}
