// Records that pass their schema can still be strange: empty everywhere, null everywhere, enormous strings, extra
// fields full of nested junk. The locus and gene pages must show every section for all of them — no renderer may
// throw (which would show a "could not be displayed" notice) and no page may go blank.
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { nac001Gene } from '../../mocks/fixtures/gene';
import { nac001Locus } from '../../mocks/fixtures/locus';
import { recordSchemaOf, recordSchemas } from '../../schemas';
import { recordTypes } from '../../sections';
import { AppProviders } from '../../src/app/AppProviders';
import { preloadDerivations } from '../../src/engine/derivations/loading';
import { detailRoutes } from '../../src/engine/detailRoutes';
import { preloadRenderers } from '../../src/engine/registry';
import { server } from './setup';

type Json = unknown;
const HUGE = 'ACGT'.repeat(25_000); // 100 kB

/** Applies `change` to every primitive value, however deep. */
function mapLeaves(value: Json, change: (leaf: Json) => Json): Json {
  if (Array.isArray(value)) return value.map((item) => mapLeaves(item, change));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([name, child]) => [name, mapLeaves(child, change)]));
  return change(value);
}

const keepName = (record: Record<string, unknown>, variant: Record<string, unknown>) => ({ ...variant, name: record.name });

const variants = (record: Record<string, unknown>): [string, Json][] => [
  ['every list empty', keepName(record, Object.fromEntries(Object.entries(record).map(([k, v]) => [k, Array.isArray(v) ? [] : v])))],
  ['every optional field null', keepName(record, Object.fromEntries(Object.keys(record).map((k) => [k, null])))],
  ['every string 100 kB long', keepName(record, mapLeaves(record, (leaf) => (typeof leaf === 'string' ? HUGE : leaf)) as Record<string, unknown>)],
  ['unknown fields full of nested junk', { ...record, surprise: { a: [[{ b: { c: [null, 1, 'x'] } }]] }, symbolz: [{}], repGene2: HUGE }],
  ['objects in lists carry junk keys', JSON.parse(JSON.stringify(record).replace(/\{"/g, '{"__proto__x":{"deep":[1,{"x":null}]},"'))],
];

function openPage(type: 'locus' | 'gene', record: Json) {
  server.use(http.get(`*/api/detail/${type}`, () => HttpResponse.json(record as object)));
  const router = createMemoryRouter(detailRoutes(recordTypes, recordSchemas), { initialEntries: [`/${type}?key=1`] });
  render(
    <AppProviders freshQueryClient>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

// The pages' renderers and derivations load on demand: their cold import is compile work whose length depends on the
// machine's load, so it is awaited once, as a condition of its own, rather than inside each wait for a heading.
beforeAll(async () => {
  const pages = recordTypes.filter((config) => config.type === 'locus' || config.type === 'gene');
  await Promise.all(pages.flatMap((config) => [preloadRenderers(config), preloadDerivations(config)]));
}, 60_000);

describe.each([
  ['locus', nac001Locus as Record<string, unknown>, 12],
  ['gene', nac001Gene as Record<string, unknown>, 10],
] as const)('the %s page with strange but valid data', (type, record, sectionCount) => {
  it.each(variants(record))('%s: shows every section and no broken part', async (_, variant) => {
    expect(recordSchemaOf(type).safeParse(variant).success).toBe(true);
    openPage(type, variant);
    // A record whose every string is 100 kB takes seconds to validate and render in jsdom on a busy machine.
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeInTheDocument();
    expect(document.querySelectorAll('section[data-section-id]')).toHaveLength(sectionCount);
    expect(screen.queryByText('This part of the page could not be displayed.')).not.toBeInTheDocument();
  });
});
