import { useQuery } from '@tanstack/react-query';
import { profileQuery } from '../api/profileQuery';
import type { ViewerCondition } from './config/format';
import { getByPath } from './paths';

/** Who is looking at a page, as far as the pages need to know (000 §3 auth profile). */
export interface Viewer {
  loggedIn: boolean;
  isCurator: boolean;
  /** Community ids of the organizations the member is affiliated with. */
  affiliations: number[];
}

export const ANONYMOUS: Viewer = { loggedIn: false, isCurator: false, affiliations: [] };

/** The profile as the pages use it; anything unexpected (or a failed load, 000 §8) counts as anonymous. */
export function viewerFromProfile(profile: unknown): Viewer {
  if (!profile || typeof profile !== 'object') return ANONYMOUS;
  const { username, isTairCurator, affiliations } = profile as Record<string, unknown>;
  // 000 §4: logged in when the profile carries a username.
  if (typeof username !== 'string' || username === '') return ANONYMOUS;
  return {
    loggedIn: true,
    isCurator: isTairCurator === true || isTairCurator === 'T',
    affiliations: Array.isArray(affiliations) ? affiliations.map(Number).filter(Number.isFinite) : [],
  };
}

export function useViewer(): Viewer {
  const { data } = useQuery({ ...profileQuery, select: viewerFromProfile });
  return data ?? ANONYMOUS;
}

/** Whether a viewer may see a field with this showTo condition, on this record. */
export function viewerMaySee(condition: ViewerCondition, viewer: Viewer, record: unknown): boolean {
  if (!viewer.loggedIn) return false;
  if (condition.curators && viewer.isCurator) return true;
  if (condition.membersOf) {
    const organization = Number(getByPath(record, condition.membersOf));
    return Number.isFinite(organization) && viewer.affiliations.includes(organization);
  }
  return false;
}
