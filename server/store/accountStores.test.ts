// The account, login, community-record and activation-code stores, on each store: what registration, login, the
// profile and the edit pages rely on, and that a transaction is all or nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NewAccount } from '../accounts/store';
import { STORE_DRIVERS, type OpenedStore } from '../db/storeDrivers.testSupport';
import { isUniqueViolation } from './errors';

const account = (communityId: number, username: string, changes: Partial<NewAccount> = {}): NewAccount => ({
  community_id: communityId,
  username,
  password_hash: 'hash',
  password_salt: 'salt',
  email: `${username}@example.org`,
  send_email: 'F',
  orcid_id: null,
  is_curator: 'F',
  registering_for_abrc: 'F',
  party_id: communityId + 1000,
  credential_id: `credential-${communityId}`,
  ...changes,
});

const person = (communityId: number, firstName: string) => ({
  type: 'person',
  id: String(communityId),
  name: `${firstName} Okafor`,
  accession: null,
  body: JSON.stringify({ communityId, personId: communityId, firstName, lastName: 'Okafor', email: `${firstName}@example.org` }),
});

describe.each(STORE_DRIVERS)('the account stores on $name', (driver) => {
  let store: OpenedStore;
  beforeAll(async () => {
    store = await driver.open();
  });
  afterAll(() => store.close());
  beforeEach(async () => {
    for (const table of ['accounts', 'activation_codes', 'records']) await store.sql({ sqlite: `DELETE FROM ${table}`, postgres: `DELETE FROM ${table}` });
  });
  const stores = () => store.portal.stores;

  it('finds an account by username without case, and refuses a second account of the same username', async () => {
    await stores().accounts.insert(account(1, 'Okafor'));
    expect((await stores().accounts.byUsername(' okafor '))?.community_id).toBe(1);
    expect((await stores().accounts.byCredentialId('credential-1'))?.username).toBe('Okafor');
    const taken = await stores().accounts.insert(account(2, 'OKAFOR')).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUniqueViolation(taken)).toBe(true);
    // Accounts may share an e-mail address (registration must not tell which addresses have accounts).
    await stores().accounts.insert(account(3, 'other', { email: 'okafor@example.org' }));
  });

  it('changes login details, contact and ORCID iD, and lists affiliations in order', async () => {
    await stores().accounts.insert(account(1, 'okafor'));
    await stores().accounts.setUsername(1, 'dokafor');
    await stores().accounts.setPassword(1, 'new-hash', 'new-salt');
    await stores().accounts.setContact(1, 'd@example.org', 'T');
    await stores().accounts.setOrcid(1, '0000-0002-1825-0097');
    await stores().accounts.addAffiliation(1, 30);
    await stores().accounts.addAffiliation(1, 20);
    await stores().accounts.addAffiliation(1, 20);
    const changed = (await stores().accounts.byOrcid('0000-0002-1825-0097'))!;
    expect(changed).toMatchObject({ username: 'dokafor', password_hash: 'new-hash', email: 'd@example.org', send_email: 'T', community_id: 1 });
    expect(changed.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(await stores().accounts.affiliations(1)).toEqual([20, 30]);
  });

  it('gives new members ids after every id in use, person records included', async () => {
    expect(await stores().accounts.nextCommunityId()).toBe(1501500000);
    await store.insertRecords([person(1501500007, 'Ada')]);
    expect(await stores().accounts.nextCommunityId()).toBe(1501500008);
    expect(await stores().accounts.nextPartyId()).toBe(3000000);
  });

  it('keeps a login until it ends: on this device, on the others, or everywhere', async () => {
    const { accounts, logins } = stores();
    await accounts.insert(account(1, 'okafor'));
    const holder = (await accounts.byUsername('okafor'))!;
    const here = await logins.create(holder);
    const there = await logins.create(holder);
    expect((await logins.resolve(here))?.communityId).toBe(1);
    expect(await logins.resolve({ ...here, secretKey: 'guessed' })).toBeNull();
    expect(await logins.resolve({ credentialId: 'credential-2', secretKey: here.secretKey })).toBeNull();
    await logins.endOthers((await logins.resolve(here))!);
    expect(await logins.resolve(there)).toBeNull();
    expect(await logins.resolve(here)).not.toBeNull();
    await logins.endAll(1);
    expect(await logins.resolve(here)).toBeNull();
  });

  it('does not accept a login past its end', async () => {
    const { accounts, logins } = stores();
    await accounts.insert(account(1, 'okafor'));
    const credentials = await logins.create((await accounts.byUsername('okafor'))!);
    await store.sql({ sqlite: "UPDATE account_logins SET expires_at = '2000-01-01T00:00:00.000Z'", postgres: "UPDATE account_logins SET expires_at = '2000-01-01T00:00:00Z'" });
    expect(await logins.resolve(credentials)).toBeNull();
  });

  it('rewrites person records field by field and keeps organizations’ member lists in step with a new name', async () => {
    await store.insertRecords([
      person(7, 'Ada'),
      {
        type: 'organization',
        id: '500',
        name: 'SEED LAB',
        accession: null,
        body: JSON.stringify({ name: 'Seed Lab', affiliations: [{ personId: 7, firstName: 'Ada', lastName: 'Okafor' }, { personId: 8, firstName: 'Bo' }] }),
      },
    ]);
    const { community } = stores();
    expect(await community.patch('person', 7, { firstName: 'Adaeze', institutionName: 'Seed Lab' })).toBe(true);
    expect(await community.patch('person', 404, { firstName: 'Nobody' })).toBe(false);
    expect(await community.person(7)).toMatchObject({ firstName: 'Adaeze', lastName: 'Okafor', institutionName: 'Seed Lab', email: 'Ada@example.org' });
    await community.renamePerson(7, { firstName: 'Adaeze', lastName: 'Okafor' });
    expect(await stores().records.idByName('person', 'adaeze okafor')).toBe('7');
    await community.renameInOrganizations(7, 'Adaeze', 'Okafor');
    expect((await community.organization(500))?.affiliations).toEqual([
      { personId: 7, firstName: 'Adaeze', lastName: 'Okafor' },
      { personId: 8, firstName: 'Bo' },
    ]);
  });

  it('applies an activation code once: one winner when two members use it at once', async () => {
    const { accounts, usage } = stores();
    await accounts.insert(account(1, 'first'));
    await accounts.insert(account(2, 'second'));
    await usage.addActivationCode({ code: 'SEED-100', units: 100, valid_days: 30 });
    await usage.addActivationCode({ code: 'seed-100', units: 5, valid_days: 1 });
    expect(await usage.unusedCodes(['SEED-100', 'NONE'])).toEqual(['SEED-100']);
    const outcomes = await Promise.all([usage.activate(1001, 'seed-100'), usage.activate(1002, 'SEED-100')]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, reason: 'used' }]);
    const winner = outcomes.find((outcome) => outcome.ok)!;
    expect(winner).toMatchObject({ ok: true, unitsAdded: 100, tracker: { total_units: 100, remaining_units: 100, bucketsBought: 1 } });
    expect(await usage.activate(1001, 'NO-SUCH-CODE')).toEqual({ ok: false, reason: 'unknown' });
    expect(await usage.unusedCodes(['SEED-100'])).toEqual([]);
  });

  it('spends the last units exactly once when charges of one member come at once', async () => {
    const { accounts, usage } = stores();
    await accounts.insert(account(1, 'reader'));
    await usage.grantComplimentaryUnits(1001);
    const reads = (from: number) => Array.from({ length: 10 }, (_, index) => ({ type: 'locus', key: String(from + index) }));
    const outcomes = await Promise.all([0, 10, 20, 30, 40, 50].map((from) => usage.chargeReads(1001, reads(from))));
    expect(outcomes.filter((outcome) => outcome !== 'refused')).toHaveLength(5);
    expect((await usage.tracker(1001))?.remaining_units).toBe(0);
  });

  it('makes a transaction all or nothing', async () => {
    await expect(
      store.portal.transaction(async ({ accounts }) => {
        await accounts.insert(account(1, 'okafor'));
        throw new Error('refused halfway');
      }),
    ).rejects.toThrow('refused halfway');
    expect(await stores().accounts.byUsername('okafor')).toBeUndefined();
    await store.portal.transaction(async ({ accounts, usage }) => {
      await accounts.insert(account(1, 'okafor'));
      await usage.grantComplimentaryUnits(1001);
    });
    expect((await stores().usage.tracker(1001))?.remaining_units).toBe(50);
  });
});
