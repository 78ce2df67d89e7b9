// The review page is for curators (000 §6): anonymous visitors go to Access Denied, other members to Permission
// Denied. The server refuses the review calls to anyone else as well (403).
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { profileQuery } from '../../../api/profileQuery';
import { ACCESS_DENIED, PERMISSION_DENIED } from '../../../app/guards/routeGuards';
import { sessionFromProfile } from '../../../app/session/session';

export const curatorGuard =
  (client: QueryClient) =>
  async (): Promise<null> => {
    const session = sessionFromProfile(await client.fetchQuery(profileQuery));
    if (!session.loggedIn) throw redirect(ACCESS_DENIED);
    if (!session.isCurator) throw redirect(PERMISSION_DENIED);
    return null;
  };
