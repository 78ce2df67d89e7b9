// The array element records naming a microarray experiment, over PostgreSQL: an experiment is named either as an
// object with its key (experiments[].experimentId) or as a bare name.
import type { Queryable } from '../../db/postgres/connection';
import type { ElementsNaming } from '../microarrayExperiments';

export function postgresElementsNaming(db: Queryable): ElementsNaming {
  return async (key, name) =>
    (
      await db.query<{ id: string; body: string }>({
        name: 'browse-elements-naming',
        text: `SELECT r.id, r.body FROM records r
               WHERE r.type = 'arrayelement'
                 AND EXISTS (
                   SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(r.body::jsonb -> 'experiments') = 'array'
                                                           THEN r.body::jsonb -> 'experiments' ELSE '[]'::jsonb END) AS e
                   WHERE (jsonb_typeof(e) = 'object' AND e ->> 'experimentId' = $1)
                      OR (jsonb_typeof(e) = 'string' AND e #>> '{}' = $2)
                 )
               ORDER BY r.id`,
        values: [key, name],
      })
    ).rows;
}
