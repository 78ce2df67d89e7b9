import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { ApiError } from '../api/client';
import type { RecordTypeConfigData } from './config/format';
import { identityFromParams } from './identity';
import { lookupQuery, recordQuery } from './recordQuery';

export type RecordState =
  | { status: 'loading' }
  | { status: 'notFound'; reason: string }
  // A name the name lookup does not know, which the config lets the page look for among locus symbols.
  | { status: 'symbolLookup'; name: string }
  | { status: 'invalid'; issues: z.core.$ZodIssue[] }
  | { status: 'error'; reason: string }
  | { status: 'ready'; record: Record<string, unknown> };

/** Lookup → fetch → parse: the whole life of a detail record, as one state the page can switch on. */
export function useRecord(config: RecordTypeConfigData, schema: z.core.$ZodType, params: URLSearchParams): RecordState {
  const identity = identityFromParams(config, params);

  const lookup = useQuery({
    ...(identity.kind === 'lookup' ? lookupQuery(config.apiType, identity.by, identity.value) : lookupQuery(config.apiType, 'name', '')),
    enabled: identity.kind === 'lookup',
  });

  const key = identity.kind === 'key' ? identity.key : identity.kind === 'lookup' ? (lookup.data ?? null) : null;

  const detail = useQuery({
    ...recordQuery(config.apiType, key ?? ''),
    enabled: key !== null,
    // Parsing once per response, not once per render.
    select: (response) => z.safeParse(schema, response),
  });

  if (identity.kind === 'invalid') {
    return identity.show === 'error' ? { status: 'error', reason: identity.reason } : { status: 'notFound', reason: identity.reason };
  }
  if (identity.kind === 'lookup') {
    if (lookup.isPending) return { status: 'loading' };
    if (lookup.isError) return { status: 'notFound', reason: `Looking up ${identity.by} "${identity.value}" failed.` };
    if (key === null) {
      if (identity.by === 'name' && config.lookups.name?.symbols) return { status: 'symbolLookup', name: identity.value };
      return { status: 'notFound', reason: `No ${config.type} has the ${identity.by} "${identity.value}".` };
    }
  }
  if (detail.isPending) return { status: 'loading' };
  if (detail.isError) {
    const status = detail.error instanceof ApiError ? detail.error.status : 0;
    return { status: 'notFound', reason: status === 404 ? `No ${config.type} has the key "${key ?? ''}".` : `The ${config.type} could not be loaded.` };
  }
  const parsed = detail.data;
  if (!parsed.success) return { status: 'invalid', issues: parsed.error.issues };
  if (!parsed.data || typeof parsed.data !== 'object') return { status: 'notFound', reason: 'The server returned no record.' };
  return { status: 'ready', record: parsed.data as Record<string, unknown> };
}
