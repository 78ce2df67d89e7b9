// The review page is for curators (000 §6): anonymous visitors go to Access Denied (which keeps the page, so that
// logging in comes back to it), other members to Permission Denied. The server refuses the review calls to anyone else as well (403).
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { profileQuery } from '../../../api/profileQuery';
import { accessDeniedFor, PERMISSION_DENIED } from '../../../routing/routeGuards';
import { sessionFromProfile } from '../../../session/session';

export const curatorGuard =
  (client: QueryClient) =>
  async ({ request }: { request: Request }): Promise<null> => {
    const session = sessionFromProfile(await client.fetchQuery(profileQuery));
    if (!session.loggedIn) throw accessDeniedFor(request);
    if (!session.isCurator) throw redirect(PERMISSION_DENIED);
    return null;
  };
