import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../api/client';
import { getRecordDetail } from '../api/endpoints';

/**
 * /community?key={communityId} (002 §2.3): a community id names a person or an organization, and the link does not
 * say which. The page of whichever the server has opens in its place; with neither, the page-not-found screen.
 */
export async function communityLoader({ request }: LoaderFunctionArgs): Promise<Response> {
  const key = new URL(request.url).searchParams.get('key')?.trim() ?? '';
  if (/^\d{1,15}$/.test(key)) {
    for (const type of ['person', 'organization'] as const) {
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
