import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../api/client';
import { getRecordDetail } from '../api/endpoints';
import { COMMUNITY_RECORD_TYPES, communityIdOf } from './communityId';

/**
 * /community?key={communityId} (002 §2.3): a community id names a person or an organization, and the link does not
 * say which. The page of whichever the server has opens in its place; with neither, the page-not-found screen.
 */
export async function communityLoader({ request }: LoaderFunctionArgs): Promise<Response> {
  const key = communityIdOf(new URL(request.url).searchParams);
  if (key) {
    for (const type of COMMUNITY_RECORD_TYPES) {
      try {
        await getRecordDetail(type, key, request.signal);
        return redirect(`/${type}?key=${key}`);
      } catch (error) {
        // Not this type: try the next. Anything else (the server down) ends on page-not-found too.
        if (!(error instanceof ApiError) || error.status !== 404) break;
      }
    }
  }
  return redirect('/pagenotfound');
}
