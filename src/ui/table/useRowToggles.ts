import { useCallback, useState } from 'react';

/**
 * Which rows have their detail open, by row id (or by the row itself): a row stays open when the table is sorted
 * or paged, and each opens and closes on its own.
 */
export function useRowToggles<K = string>() {
  const [open, setOpen] = useState<ReadonlySet<K>>(() => new Set());
  const toggle = useCallback((row: K) => {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(row)) next.add(row);
      return next;
    });
  }, []);
  const isExpanded = useCallback((row: K) => open.has(row), [open]);
  return { isExpanded, toggle };
}
