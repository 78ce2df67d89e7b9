// POST search/gene/locus_history (001 §2.3 "Get Locus History"): the events of each locus asked for, from its
// record's update histories, with the loci that took part (its affected-by histories) and whether the locus is in
// use now. 'new' is written 'insert', as the reference annotation's locus history calls a locus first named.
import { flag, idText, objects, text, type JsonObject } from './json';
import type { BodyFields, GeneActionStore } from './store';

export interface Link {
  id: string;
  name: string;
}

export interface LocusHistoryDoc {
  id: string;
  locus: string;
  event: string;
  related_loci: Link[];
  date: string | null;
  status: 'obsolete' | 'in use';
}

const eventName = (updateType: string | null) => (updateType === null ? 'update' : updateType.toLowerCase() === 'new' ? 'insert' : updateType.toLowerCase());

const linkOf = (history: JsonObject): Link[] => {
  const id = idText(history.tairObjectId);
  const name = text(history.name);
  return id !== null && name !== null ? [{ id, name }] : [];
};

const LOCUS_FIELDS: BodyFields = ['isObsolete', 'updateHistories', 'affectedByHistories'];

export async function locusHistories(store: GeneActionStore, locusIds: readonly string[]): Promise<LocusHistoryDoc[]> {
  return (await store.loci(locusIds, LOCUS_FIELDS)).flatMap((locus) => {
    const status = flag(locus.body.isObsolete) ? 'obsolete' : 'in use';
    const own = objects(locus.body.updateHistories);
    const others = objects(locus.body.affectedByHistories);
    const dateOf = (history: JsonObject) => text(history.date);
    const ownDates = new Set(own.map(dateOf));
    const docs: LocusHistoryDoc[] = own.map((history) => ({
      id: locus.key,
      locus: locus.name,
      event: eventName(text(history.updateType)),
      // The other loci of an event are those whose history entries carry the same date (a merge, a split).
      related_loci: others.filter((other) => dateOf(other) !== null && dateOf(other) === dateOf(history)).flatMap(linkOf),
      date: dateOf(history),
      status,
    }));
    // An event of another locus that touched this one on a day this locus has no event of its own.
    for (const other of others.filter((entry) => !ownDates.has(dateOf(entry)))) {
      docs.push({ id: locus.key, locus: locus.name, event: eventName(text(other.updateType)), related_loci: linkOf(other), date: dateOf(other), status });
    }
    return docs;
  });
}
