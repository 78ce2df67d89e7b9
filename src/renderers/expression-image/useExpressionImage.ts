import { useQuery } from '@tanstack/react-query';
import { getExpressionImage } from '../../api/endpoints';
import { queryKeys } from '../../api/queryKeys';
import { expressionImageOutcome, UNEXPECTED_ERROR_TEXT, type ExpressionImageOutcome } from './expressionImageOutcome';

/** The expression picture of a locus in one data source; undefined while it loads. */
export function useExpressionImage(dataSource: string, locusName: string): ExpressionImageOutcome | undefined {
  const query = useQuery({
    queryKey: queryKeys.expressionImage(dataSource, locusName),
    queryFn: async ({ signal }) => expressionImageOutcome(await getExpressionImage(dataSource, locusName, signal)),
  });
  // A thrown request (network down, blocked, unreadable body) is the "anything else" case of 002 §8.
  if (query.isError) return { kind: 'failed', message: UNEXPECTED_ERROR_TEXT };
  return query.data;
}
