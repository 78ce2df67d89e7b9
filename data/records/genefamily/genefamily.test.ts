// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GeneFamilyResponse } from '../../../schemas/geneFamily';
import { demoDataset } from '../../index';
import type { DemoRecord } from '../../types';

interface ListedFamily {
  key: string;
  name: string;
  countText: string | null;
  submitter: { type: 'person' | 'organization'; communityId: number; name: string };
}

const listed = JSON.parse(readFileSync(new URL('../../static/gene-families.json', import.meta.url), 'utf8')) as ListedFamily[];
const families = demoDataset.genefamily as readonly DemoRecord<GeneFamilyResponse>[];
const findRecord = (type: string, key: string | number) => demoDataset[type]?.find((candidate) => String(candidate.key) === String(key));

describe('gene families: the historical browse list and the records', () => {
  it('lists about 150 families, each key and name once', () => {
    expect(listed.length).toBeGreaterThanOrEqual(140);
    expect(listed.length).toBeLessThanOrEqual(160);
    expect(new Set(listed.map((family) => family.key)).size).toBe(listed.length);
    expect(new Set(listed.map((family) => family.name.toLowerCase())).size).toBe(listed.length);
    for (const family of listed) expect(family.key, family.name).toMatch(/^\d+$/);
  });

  it('names, for every submitter, a person or organization of the dataset by its own name', () => {
    for (const { name, submitter } of listed) {
      const record = findRecord(submitter.type, submitter.communityId)?.record as
        | { firstName?: string; lastName?: string; name?: string }
        | undefined;
      expect(record, `${name}: ${submitter.type} ${submitter.communityId}`).toBeDefined();
      const shown = submitter.type === 'person' ? `${record?.firstName} ${record?.lastName}` : record?.name;
      expect(shown, name).toBe(submitter.name);
    }
  });

  it('lists every family record under its key, with the same name, count text and submitter', () => {
    for (const { key, record } of families) {
      const entry = listed.find((family) => family.key === String(key));
      expect(entry, record.name).toBeDefined();
      expect(entry?.name).toBe(record.name);
      expect(entry?.countText ?? null).toBe(record.countText ?? null);
      expect(entry?.submitter).toMatchObject({ type: 'person', communityId: record.submitter?.communityId });
    }
  });

  it('gives the F-box and PPR families the generated loci of their family as members, each a locus of the dataset', () => {
    const fbox = families.find((family) => family.record.name === 'F-box protein family')!.record.loci ?? [];
    const ppr = families.find((family) => family.record.name === 'Pentatricopeptide repeat (PPR) protein family')!.record.loci ?? [];
    expect(fbox.length).toBeGreaterThan(250);
    expect(ppr.length).toBeGreaterThan(100);
    for (const member of [...fbox, ...ppr]) expect(findRecord('locus', member.locusId ?? ''), member.name ?? '').toBeDefined();
  });
});
