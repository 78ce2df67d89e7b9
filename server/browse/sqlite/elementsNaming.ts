// The array element records naming a microarray experiment, over the embedded SQLite file: an experiment is named
// either as an object with its key (experiments[].experimentId) or as a bare name.
import type { Db } from '../../db/database';
import type { ElementsNaming } from '../microarrayExperiments';

export function sqliteElementsNaming(db: Db): ElementsNaming {
  const elementsOf = db.prepare<{ key: string; name: string }, { id: string; body: string }>(
    `SELECT r.id, r.body FROM records r
     WHERE r.type = 'arrayelement'
       AND EXISTS (
         SELECT 1 FROM json_each(r.body, '$.experiments') e
         WHERE CAST(json_extract(r.body, e.fullkey || '.experimentId') AS TEXT) = @key
            OR (e.type = 'text' AND e.value = @name)
       )
     ORDER BY r.id`,
  );
  return async (key, name) => elementsOf.all({ key, name });
}
