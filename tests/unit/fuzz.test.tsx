// Robustness fuzzing: every registered record type's populated fixture, mutated (scripts/fuzz/mutations.ts) and
// served as the detail response, rendered through the real engine. Each mutation must end in the page (every section
// present; a broken part shows its own notice) or in the error view — never an uncaught error, never a blank page.
// Bounded here (FUZZ_RUNS per type, default one of each kind); `npm run fuzz` runs 200 per type.
import { render, screen, waitFor } from '@testing-library/react';
import { writeFileSync } from 'node:fs';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { detailFixtureSets } from '../../mocks/detailHandlers';
import { recordSchemas } from '../../schemas';
import { MUTATION_KINDS, mutationsOf, type Mutation } from '../../scripts/fuzz/mutations';
import { jsonCopy } from '../../scripts/fuzz/json';
import { seedOf } from '../../scripts/fuzz/random';
import { recordTypes } from '../../sections';
import { AppProviders } from '../../src/app/AppProviders';
import type { RecordTypeConfigData } from '../../src/engine/config/format';
import { preloadDerivations } from '../../src/engine/derivations/loading';
import { detailRoutes } from '../../src/engine/detailRoutes';
import { preloadRenderers } from '../../src/engine/registry';
import { server } from './setup';

/** Every kind once per type in the unit suite; many more from `npm run fuzz`. */
const MIN_PER_TYPE = MUTATION_KINDS.length;
const RUNS = Math.max(MIN_PER_TYPE, Number(process.env.FUZZ_RUNS ?? MIN_PER_TYPE) || MIN_PER_TYPE);
const SEED = Number(process.env.FUZZ_SEED ?? 1) || 1;
const ONLY = (process.env.FUZZ_TYPES ?? '').split(',').filter(Boolean);
const BROKEN_PART = 'This part of the page could not be displayed.';

const routes = detailRoutes(recordTypes, recordSchemas);
const fuzzed = recordTypes.filter((config) => ONLY.length === 0 || ONLY.includes(config.type));

// The pages' renderers and derivations load on demand: their cold import is compile work whose length depends on the
// machine's load, so it is awaited once, as a condition of its own, rather than inside each wait for a heading.
beforeAll(async () => {
  await Promise.all(fuzzed.flatMap((config) => [preloadRenderers(config), preloadDerivations(config)]));
}, 120_000);

type Outcome = 'page' | 'errorView';
interface Tally {
  tried: number;
  page: number;
  errorView: number;
  brokenParts: number;
}
const tallies = new Map<string, Tally>();
/** The summary's way out, kept before the tests silence the console. */
const print = console.log.bind(console);

/** Errors nothing caught: React reports them on window, and so do failed promises nobody awaited. */
let uncaught: string[] = [];
const onError = (event: ErrorEvent) => uncaught.push(String(event.error ?? event.message));
const onRejection = (event: PromiseRejectionEvent) => uncaught.push(String(event.reason));

beforeEach(() => {
  uncaught = [];
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  // Broken parts, wrong shapes and side data that failed are logged by design (with 100 kB values in them); the DOM
  // is what is checked.
  for (const method of ['error', 'warn', 'info', 'log', 'debug'] as const) vi.spyOn(console, method).mockImplementation(() => undefined);
});

afterEach(() => {
  window.removeEventListener('error', onError);
  window.removeEventListener('unhandledrejection', onRejection);
  vi.restoreAllMocks();
});

function populatedRecord(config: RecordTypeConfigData): unknown {
  // The first fixture of a type is its populated record (docs/adding-a-record-type.md).
  return detailFixtureSets[config.apiType]?.fixtures[0]?.record();
}

async function renderResponse(config: RecordTypeConfigData, body: unknown): Promise<Outcome> {
  server.use(http.get(`*/api/detail/${config.apiType}`, () => HttpResponse.json(body as object)));
  const router = createMemoryRouter(routes, { initialEntries: [`${config.route}?key=fuzz`] });
  render(
    <AppProviders freshQueryClient>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  // Wait for the loading state to end in a heading; a blank page or the router's crash screen never gets one.
  const heading = await waitFor(
    () => {
      const found = document.querySelector('h1');
      if (!found) throw new Error(`No heading: the page is blank or crashed. It shows: "${document.body.textContent?.slice(0, 300) ?? ''}"`);
      return found;
    },
  );
  expect(uncaught).toEqual([]);
  if (heading.textContent === `This ${config.noun ?? config.type} cannot be shown`) return 'errorView';
  expect(document.querySelector(`article[data-record-type="${config.type}"]`), `${heading.textContent ?? ''} is not the ${config.type} page`).not.toBeNull();
  const sectionIds = [...document.querySelectorAll('section[data-section-id]')].map((section) => section.getAttribute('data-section-id'));
  expect(sectionIds).toEqual(config.sections.map((section) => section.id));
  return 'page';
}

describe.each(fuzzed.map((config) => [config.type, config] as const))('the %s page', (type, config) => {
  const record = populatedRecord(config);
  const mutations: Mutation[] = record && typeof record === 'object' ? mutationsOf(jsonCopy(record), RUNS, seedOf(type, SEED)) : [];
  const tally: Tally = { tried: 0, page: 0, errorView: 0, brokenParts: 0 };
  tallies.set(type, tally);

  it(`has a populated fixture that renders every section whole, and at least ${MIN_PER_TYPE} mutations of it`, async () => {
    expect(record, `mocks/detailHandlers.ts serves no fixtures for ${config.apiType}`).toBeTruthy();
    expect(await renderResponse(config, record)).toBe('page');
    expect(screen.queryByText(BROKEN_PART)).not.toBeInTheDocument();
    expect(mutations.length).toBeGreaterThanOrEqual(MIN_PER_TYPE);
    expect(new Set(mutations.map((mutation) => mutation.kind))).toEqual(new Set(MUTATION_KINDS));
  }, 20_000);

  it.each(mutations.map((mutation, index) => [index + 1, mutation.description.slice(0, 160), mutation] as const))(
    '#%i %s',
    async (_, __, mutation) => {
      tally.tried += 1;
      const outcome = await renderResponse(config, mutation.body);
      tally[outcome] += 1;
      tally.brokenParts += screen.queryAllByText(BROKEN_PART).length;
    },
    20_000,
  );
});

afterAll(() => {
  const rows = [...tallies].map(([type, tally]) => ({ type, ...tally }));
  const total = rows.reduce((sum, row) => sum + row.tried, 0);
  print(
    [
      `Fuzzed ${total} mutated responses over ${rows.length} record types (seed ${SEED}, ${RUNS} per type):`,
      ...rows.map((row) => `  ${row.type.padEnd(20)} ${String(row.tried).padStart(5)} tried  ${String(row.page).padStart(5)} pages  ${String(row.errorView).padStart(5)} error views  ${String(row.brokenParts).padStart(4)} broken parts`),
    ].join('\n'),
  );
  if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify({ seed: SEED, runs: RUNS, rows }, null, 2));
});
