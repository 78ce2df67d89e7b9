// @vitest-environment node
// Databases built from the seeded demo dataset with the real makeblastdb: once, reused by a later server start,
// built again when the records' fingerprint changes, and never left half-built.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../db/database';
import { seedRecords } from '../../seed';
import { sqliteGeneActionStore } from '../../search/actions/sqliteStore';
import { tempDir, type TempDir } from '../../testing';
import { BlastDatabases } from './blastDatabases';
import { blastDataset } from './datasets';
import { datasetVersion } from './datasetVersion';
import { recordStore } from '../../db/records';
import { sqliteRecordReader } from '../../db/sqlite/recordReader';
import { findBlast } from './installation';

let temp: TempDir;
let db: Db;
const blast = findBlast(undefined)!;
const fivePrimeUtrs = blastDataset('araport11_5utr')!;

beforeAll(() => {
  temp = tempDir();
  db = openDatabase(temp.file('portal.sqlite'));
  seedRecords(db);
});
afterAll(() => {
  db?.close();
  temp?.remove();
});

const databases = (version: string) =>
  new BlastDatabases({ directory: temp.file('blast'), store: sqliteGeneActionStore(db), recordsVersion: async () => version, sourcesVersion: async () => 0 });
/** Databases over the records as the server has them: the fingerprint taken again when their version moves. */
const serverDatabases = () => {
  const records = sqliteRecordReader(recordStore(db));
  return new BlastDatabases({ directory: temp.file('blast'), store: sqliteGeneActionStore(db), recordsVersion: () => datasetVersion(records), sourcesVersion: () => records.sequenceSourcesVersion() });
};
const versionFile = (directory: string) => JSON.parse(readFileSync(path.join(temp.file('blast'), directory, 'version.json'), 'utf8')) as { version: string; builtAt: string; sequences: number };

describe('BLAST databases', () => {
  it('builds a dataset once, even for searches that ask at the same time, and reuses it after a restart', async () => {
    const first = databases('a'.repeat(64));
    const [one, two] = await Promise.all([first.database(fivePrimeUtrs, blast), first.database(fivePrimeUtrs, blast)]);
    expect(one).toBe(two);
    expect(one.sequences).toBeGreaterThan(100);
    expect(existsSync(`${one.path}.nsq`) || existsSync(`${one.path}.nal`)).toBe(true);
    const [directory] = readdirSync(temp.file('blast'));
    const built = versionFile(directory!).builtAt;

    const again = await databases('a'.repeat(64)).database(fivePrimeUtrs, blast);
    expect(again.path).toBe(one.path);
    expect(versionFile(directory!).builtAt).toBe(built);
  });

  it('builds again when the records change, and removes the old database', async () => {
    const rebuilt = await databases('b'.repeat(64)).database(fivePrimeUtrs, blast);
    const directories = readdirSync(temp.file('blast'));
    expect(directories).toEqual([`araport11_5utr-${'b'.repeat(16)}`]);
    expect(rebuilt.path).toContain('b'.repeat(16));
    expect(versionFile(directories[0]!).version).toBe('b'.repeat(64));
  });

  it('notices a locus changed through another connection (another server process) at its next search', async () => {
    const databases = serverDatabases();
    const before = await databases.database(fivePrimeUtrs, blast);
    expect(await databases.database(fivePrimeUtrs, blast)).toBe(before);
    const other = openDatabase(db.name);
    other.prepare("UPDATE records SET body = json_set(body, '$.spanEndPosition', json_extract(body, '$.spanEndPosition') + 1) WHERE type = 'locus' AND name = 'AT1G01020'").run();
    other.close();
    const after = await databases.database(fivePrimeUtrs, blast);
    expect(after.path).not.toBe(before.path);
    expect(readdirSync(temp.file('blast'))).toEqual([path.basename(path.dirname(after.path!))]);
  });

  it("fingerprints the records the sequences are cut from, so an edited locus changes it", async () => {
    const before = await datasetVersion(sqliteRecordReader(recordStore(db)));
    expect(await datasetVersion(sqliteRecordReader(recordStore(db)))).toBe(before);
    db.prepare("UPDATE records SET body = json_set(body, '$.spanEndPosition', json_extract(body, '$.spanEndPosition') + 1) WHERE type = 'locus' AND name = 'AT1G01010'").run();
    expect(await datasetVersion(sqliteRecordReader(recordStore(db)))).not.toBe(before);
  });
});
