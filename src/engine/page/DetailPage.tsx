import { useSearchParams } from 'react-router';
import type { z } from 'zod/mini';
import type { RecordTypeConfigData } from '../config/format';
import { useRecord } from '../useRecord';
import { DetailSkeleton } from '../views/DetailSkeleton';
import { NotFoundView } from '../views/NotFoundView';
import { ResponseErrorView } from '../views/ResponseErrorView';
import { DetailLayout } from './DetailLayout';
import { LazySymbolChoices } from '../symbols/LazySymbolChoices';

/** The one page every record type shares; the config and the schema are all that differ. */
export function DetailPage({ config, schema }: { config: RecordTypeConfigData; schema: z.core.$ZodType }) {
  const [params] = useSearchParams();
  const state = useRecord(config, schema, params);
  switch (state.status) {
    case 'loading':
      return <DetailSkeleton config={config} />;
    case 'notFound':
      return <NotFoundView recordType={config.noun ?? config.type} reason={state.reason} />;
    case 'symbolLookup':
      return <LazySymbolChoices config={config} name={state.name} />;
    case 'invalid':
      return <ResponseErrorView recordType={config.noun ?? config.type} issues={state.issues} />;
    case 'error':
      return <ResponseErrorView recordType={config.noun ?? config.type} reason={state.reason} />;
    case 'ready':
      // Keyed by record so a new record starts at its own top with fresh nav state.
      return <DetailLayout key={`${config.type}:${params.toString()}`} config={config} record={state.record} />;
  }
}
