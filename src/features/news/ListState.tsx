import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LoadingLine } from './LoadingLine';

interface ListStateProps<T> {
  items: T[] | undefined;
  /** What to call the list while it loads and when it is empty, e.g. 'news'. */
  noun: string;
  children: (items: T[]) => ReactNode;
}

/** 000 §4: a spinner while the list loads, then the items, or a line saying there are none. */
export function ListState<T>({ items, noun, children }: ListStateProps<T>) {
  if (items === undefined) return <LoadingLine what={noun} />;
  if (items.length === 0) return <Typography sx={{ py: 2 }}>No {noun} to show.</Typography>;
  return <>{children(items)}</>;
}
