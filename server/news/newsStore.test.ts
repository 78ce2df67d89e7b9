// The news store on each store: seeding once, the day boundaries of breaking news, events and postings, their order,
// and ids given by the seed followed by ids the database assigns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_DRIVERS, type OpenedStore } from '../db/storeDrivers.testSupport';
import { seedNews } from './seed';

const place = { venue: 'Hall', city: 'Ghent', region: 'East Flanders', country: 'Belgium', uri: 'https://example.org/' };

describe.each(STORE_DRIVERS)('the news store on $name', (driver) => {
  let store: OpenedStore;
  beforeAll(async () => {
    store = await driver.open();
  });
  afterAll(() => store.close());
  const news = () => store.portal.stores.news;

  it('seeds the demo news once, then follows seeded ids with new ones', async () => {
    const today = new Date('2026-11-28T12:00:00Z');
    const inserted = await seedNews(store.portal, today);
    expect(inserted).toBeGreaterThan(0);
    expect(await seedNews(store.portal, today)).toBe(0);
    const counts = await news().counts();
    expect(counts.items + counts.events + counts.jobs).toBe(inserted);
    const newest = (await news().latestItems(1))[0]!;
    const added = await news().insertItem({ date: '2026-11-28', title: 'After the seed', content: '<p>new</p>' });
    expect(added).toBeGreaterThan(newest.id);
    expect((await news().latestItems(1))[0]).toEqual({ id: added, date: '2026-11-28', title: 'After the seed', content: '<p>new</p>' });
  });

  it('splits breaking news at a day, newest first, ties by id', async () => {
    await news().insertItem({ id: 9001, date: '2030-01-01', title: 'On the day', content: '' });
    await news().insertItem({ id: 9002, date: '2030-01-01', title: 'Same day, later id', content: '' });
    await news().insertItem({ id: 9003, date: '2029-12-31', title: 'The day before', content: '' });
    expect((await news().itemsSince('2030-01-01')).map((item) => item.id)).toEqual([9002, 9001]);
    expect((await news().itemsBefore('2030-01-01'))[0]?.id).toBe(9003);
  });

  it('keeps events until their last day and postings until their deadline, or always without one', async () => {
    await news().insertEvent({ headline: 'Ends the day before', begins: '2031-01-01', ends: '2031-01-09', ...place });
    await news().insertEvent({ headline: 'Ends on the day', begins: '2031-01-02', ends: '2031-01-10', ...place });
    await news().insertJob({ headline: 'Closed', issuedOn: '2030-12-01', employerName: 'Lab', location: 'Ghent', uri: 'a.txt', deadline: '2031-01-09' });
    await news().insertJob({ headline: 'Closes on the day', issuedOn: '2030-12-02', employerName: 'Lab', location: 'Ghent', uri: 'b.txt', deadline: '2031-01-10' });
    await news().insertJob({ headline: 'Until filled', issuedOn: '2030-12-03', employerName: 'Lab', location: 'Ghent', uri: 'c.txt', deadline: null });
    const events = await news().eventsNotEndedBy('2031-01-10');
    expect(events.map((event) => event.headline)).toEqual(['Ends on the day']);
    expect(events[0]).toMatchObject({ begins: '2031-01-02', ends: '2031-01-10', location: { CityName: 'Ghent', RegionName: 'East Flanders', CountryName: 'Belgium' } });
    const jobs = (await news().jobsOpenOn('2031-01-10')).filter((job) => job.issuedOn >= '2030-12-01');
    expect(jobs.map((job) => [job.headline, job.deadline])).toEqual([
      ['Until filled', undefined],
      ['Closes on the day', '2031-01-10'],
    ]);
  });
});
