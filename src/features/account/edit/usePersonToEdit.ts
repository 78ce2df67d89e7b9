import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { getRecordDetail } from '../../../api/endpoints';
import { personDetailsQuery } from '../../../api/personDetails';
import { queryKeys } from '../../../api/queryKeys';
import { personSchema, type Person } from '../../../../schemas/person';
import { useSession } from '../../../session/useSession';
import { TEST_KEY, examplePerson, personValuesFrom, type PersonValues } from './personForm';

export type PersonToEdit =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; values: PersonValues; ownRecord: boolean; example: boolean };

/**
 * Everything the edit-person form starts from: the person record (GET detail/person, shared with the person
 * page's cache), the account details the member may read (GET user/person-details; optional), and the username
 * of the session when the record is the member's own. The key TEST needs no call at all (000 §2.7).
 */
export function usePersonToEdit(key: string): PersonToEdit {
  const session = useSession();
  const example = key === TEST_KEY;
  const record = useQuery({
    queryKey: queryKeys.record('person', key),
    queryFn: ({ signal }) => getRecordDetail('person', key, signal),
    enabled: !example && key !== '',
    select: (response) => z.safeParse(personSchema, response),
  });
  const details = useQuery({ ...personDetailsQuery(key), enabled: !example && /^\d+$/.test(key) });

  if (example) return { status: 'ready', values: examplePerson, ownRecord: false, example: true };
  if (key === '' || (record.isError && !record.data)) return { status: 'error' };
  if (!record.data || session.loading || (details.isPending && details.fetchStatus !== 'idle')) return { status: 'loading' };
  if (!record.data.success || !record.data.data || typeof record.data.data !== 'object') return { status: 'error' };
  const ownRecord = session.loggedIn && session.communityId === key;
  const person = record.data.data as Person;
  return {
    status: 'ready',
    values: personValuesFrom(key, person, details.data, ownRecord ? session.username : ''),
    ownRecord,
    example: false,
  };
}
