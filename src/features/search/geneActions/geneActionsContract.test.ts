import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { annotationBody, locusIdsBody, microarrayBody, sequencesBody } from '../../../../contracts/search/geneActions';
import { sequenceRequest } from '../sequences/sequenceModalRules';
import { SEQUENCE_SOURCES } from '../sequences/sequenceSources';
import { annotationParams, locusListParams, MICROARRAY_PLATFORMS, microarrayParams } from './geneActionRequests';
import { geneIdListParams, nameSearchParams, storyGeneRows } from './geneActions.storySupport';

// The bodies the gene actions store (and the results page posts unchanged) against the reference server's own
// request schemas: a drift on either side fails here instead of as a 400 in the browser.

const rows = storyGeneRows.slice(0, 3);

describe('gene action bodies the server accepts', () => {
  const cases: [string, ZodType, unknown][] = [
    ['GO annotations', annotationBody, annotationParams('go', rows)],
    ['PO annotations', annotationBody, annotationParams('po', rows)],
    ['gene descriptions', locusIdsBody, locusListParams(rows)],
    ['locus history', locusIdsBody, locusListParams(rows)],
    ...MICROARRAY_PLATFORMS.map((platform): [string, ZodType, unknown] => [`${platform} elements`, microarrayBody, microarrayParams(rows, platform)]),
  ];
  it.each(cases)('%s', (_, schema, body) => {
    expect(schema.safeParse(body).error?.issues).toBeUndefined();
  });

  it.each(SEQUENCE_SOURCES.flatMap((source) => (['one_per_locus', 'all_models', 'query_match'] as const).map((format) => [source.value, format] as const)))(
    'a sequence request for %s, %s',
    (dataset, format) => {
      for (const params of [nameSearchParams, geneIdListParams]) {
        const body = sequenceRequest(rows, params, { dataset, format, flank: 3000 });
        expect(sequencesBody.safeParse(body).error?.issues).toBeUndefined();
      }
    },
  );
});
