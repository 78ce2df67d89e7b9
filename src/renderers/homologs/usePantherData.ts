import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../api/queryKeys';
import type { Ortholog, Paralog } from '../../../schemas/panther';
import { fetchOrthologs, fetchParalogs } from './pantherQueries';

export interface PantherData {
  /** undefined while the file is loading; [] when it is missing or unusable. */
  paralogs: Paralog[] | undefined;
  orthologs: Ortholog[] | undefined;
  /** The PANTHER family, from whichever file names it first. */
  treeId: string | undefined;
}

const firstTreeId = (entries: ReadonlyArray<{ tree_id?: string | null | undefined }> | undefined) =>
  entries?.find((entry) => typeof entry.tree_id === 'string' && entry.tree_id.trim() !== '')?.tree_id?.trim();

export function usePantherData(locusName: string): PantherData {
  const paralogs = useQuery({
    queryKey: queryKeys.paralogs(locusName),
    queryFn: ({ signal }) => fetchParalogs(locusName, signal),
  });
  const orthologs = useQuery({
    queryKey: queryKeys.orthologs(locusName),
    queryFn: ({ signal }) => fetchOrthologs(locusName, signal),
  });
  return {
    paralogs: paralogs.data,
    orthologs: orthologs.data,
    treeId: firstTreeId(paralogs.data) ?? firstTreeId(orthologs.data),
  };
}
