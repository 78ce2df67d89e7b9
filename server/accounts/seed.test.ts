// @vitest-environment node
// The demo accounts of a first start (seedAccounts), their idempotence, and the list the start script prints.
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../app';
import { seedDatabase } from '../seed';
import { tempDir, type TempDir } from '../testing';
import { demoAccounts, demoActivationCodes } from './demo';
import { seedAccounts } from './seed';
import { ids, insertCommunityRecords } from './accountServer.testSupport';

let temp: TempDir;
let app: FastifyInstance;
beforeEach(() => {
  temp = tempDir('portal-seed-');
  app = buildServer({ databaseFile: temp.file('portal.sqlite') });
});
afterEach(async () => {
  await app.close();
  temp.remove();
  vi.restoreAllMocks();
});

const accountRows = () =>
  app.db.prepare('SELECT username, community_id, is_curator, registering_for_abrc, orcid_id FROM accounts ORDER BY community_id').all();

const login = (username: string, password: string) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });

describe('seedAccounts', () => {
  it('creates the three demo accounts with their roles, ORCID iDs and affiliations', async () => {
    insertCommunityRecords(app.db);
    expect(await seedAccounts(app.store)).toBe(3);
    expect(accountRows()).toEqual([
      { username: 'researcher', community_id: ids.researcher, is_curator: 'F', registering_for_abrc: 'F', orcid_id: '0000-0002-1825-0097' },
      { username: 'curator', community_id: ids.curator, is_curator: 'T', registering_for_abrc: 'T', orcid_id: null },
      { username: 'student', community_id: ids.student, is_curator: 'F', registering_for_abrc: 'F', orcid_id: null },
    ]);
    const affiliations = app.db.prepare('SELECT * FROM affiliations ORDER BY person_community_id').all();
    expect(affiliations).toEqual([
      { person_community_id: ids.researcher, organization_community_id: ids.carnegie },
      { person_community_id: ids.curator, organization_community_id: ids.abrc },
      { person_community_id: ids.student, organization_community_id: ids.carnegie },
    ]);
    for (const account of demoAccounts) {
      const response = await login(account.username, account.password);
      expect(response.statusCode, account.username).toBe(200);
    }
  });

  it('is idempotent: a second run creates and changes nothing', async () => {
    insertCommunityRecords(app.db);
    await seedAccounts(app.store);
    const before = app.db.prepare('SELECT * FROM accounts ORDER BY community_id').all();
    expect(await seedAccounts(app.store)).toBe(0);
    expect(app.db.prepare('SELECT * FROM accounts ORDER BY community_id').all()).toEqual(before);
    expect(app.db.prepare('SELECT count(*) AS n FROM activation_codes').get()).toEqual({ n: demoActivationCodes.length });
  });

  it('skips, with a warning, an account whose person record is missing, and adds it on a later start', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await seedAccounts(app.store)).toBe(0);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledWith(`Demo account "student" not created: the records table has no person ${ids.student} (Priya Raman).`);
    insertCommunityRecords(app.db);
    expect(await seedAccounts(app.store)).toBe(3);
  });

  it('runs as part of seedDatabase with the demo dataset', async () => {
    await seedDatabase(app.db);
    expect(accountRows()).toHaveLength(3);
    const response = await login('curator', 'curate2026');
    expect(JSON.parse(response.body)).toMatchObject({ profile: { firstname: 'Maria', lastname: 'Lindqvist', isTairCurator: true } });
  });
});

describe('demoAccounts', () => {
  it('lists the usernames and passwords the start script prints', () => {
    expect(demoAccounts.map(({ username, password }) => [username, password])).toEqual([
      ['researcher', 'thaliana1'],
      ['curator', 'curate2026'],
      ['student', 'seedling1'],
    ]);
    for (const account of demoAccounts) expect(account.shows.length, account.username).toBeGreaterThan(10);
  });
});
