// Seeds the news tables from the demo content in data/news. Dates there are relative to the seeding day, so the
// demo always has breaking news of the past 9 months, old news, upcoming events and open job postings. Each table
// is filled only while it is empty: seeding again (every start) changes nothing.
import { eventSeeds, jobSeeds, newsItemSeeds } from '../../data/news';
import type { PortalStore } from '../store/stores';
import { daysAfter } from './calendar';

/** Fills the empty news tables, in one transaction; answers how many rows it inserted. */
export async function seedNews(store: PortalStore, today: Date = new Date()): Promise<number> {
  return store.transaction(async ({ news }) => {
    const before = await news.counts();
    let inserted = 0;
    if (before.items === 0) {
      for (const { id, daysAgo, title, content } of newsItemSeeds) {
        await news.insertItem({ id, date: daysAfter(today, -daysAgo), title, content });
        inserted += 1;
      }
    }
    if (before.events === 0) {
      for (const { beginsInDays, days, ...event } of eventSeeds) {
        await news.insertEvent({ ...event, begins: daysAfter(today, beginsInDays), ends: daysAfter(today, beginsInDays + days - 1) });
        inserted += 1;
      }
    }
    if (before.jobs === 0) {
      for (const { issuedDaysAgo, deadlineInDays, ...job } of jobSeeds) {
        const deadline = deadlineInDays === undefined ? null : daysAfter(today, deadlineInDays);
        await news.insertJob({ ...job, issuedOn: daysAfter(today, -issuedDaysAgo), deadline });
        inserted += 1;
      }
    }
    return inserted;
  });
}
