import { useQuery } from '@tanstack/react-query';
import { getBreakingNews, getNewsEvents, getNewsJobs } from '../../api/endpoints';
import { queryKeys } from '../../api/queryKeys';
import { jobPostingSchema, listOf, newsEventSchema, newsItemSchema } from './newsSchemas';

// 000 §4 and §8: loading, then the list; a failed or malformed answer shows as an empty list.
const noItems = (): never[] => [];

export function useBreakingNews(type: 'short' | 'full', period?: 'curr' | 'prev') {
  return useQuery({
    queryKey: queryKeys.breakingNews(type, period),
    queryFn: ({ signal }) => getBreakingNews(type, period, signal).then((body) => listOf(newsItemSchema, body), noItems),
  });
}

export function useNewsEvents() {
  return useQuery({
    queryKey: queryKeys.newsEvents,
    queryFn: ({ signal }) => getNewsEvents(signal).then((body) => listOf(newsEventSchema, body), noItems),
  });
}

export function useNewsJobs() {
  return useQuery({
    queryKey: queryKeys.newsJobs,
    queryFn: ({ signal }) => getNewsJobs(signal).then((body) => listOf(jobPostingSchema, body), noItems),
  });
}
