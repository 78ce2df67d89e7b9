// @vitest-environment node
/// <reference types="vite/client" />
// The rule: every internal link that the detail page of a demo record draws leads to a record that exists, i.e. the
// lookup the page of that link makes before it shows not-found (by key; by name, upper-cased; by accession; a
// community id as a person or an organization) finds a record in the demo dataset. This replaces the browser crawl
// (tests/e2e/crawl.spec.ts), which opened every such page in Chromium, opened every row's detail and asked the server
// for each internal link it found. Here the links are built by the same code the pages draw them with (the configs'
// templates through fillHref and the renderers' link functions, the derivations, the summary band, the homologs'
// PANTHER files, the comments), and looked up with the server's own record store over the seeded records. It walks
// every row and list element, not only those on a table's first page or before '... more'.
// (vite/client above: the page's lookup rules, src/engine/identity.ts, reach the API client, which reads
// import.meta.env.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { paralogSchema } from '../schemas/panther';
import { recordTypes } from '../sections';
import { openDatabase, type Db } from '../server/db/database';
import { recordStore, type RecordStore } from '../server/db/records';
import { ACCESSION_LOOKUP_TYPES, DETAIL_TYPES, ID_LOOKUP_TYPES, NAME_LOOKUP_TYPES } from '../server/routes/detail';
import { rowFromDemoRecord } from '../server/seed';
import { pantherDirectory } from '../server/sideData/config';
import { locusFromFileName } from '../server/sideData/names';
import { COMMUNITY_RECORD_TYPES, communityIdOf } from '../src/app/communityId';
import { meetsCondition } from '../src/engine/conditions';
import type { FieldOfKind, RecordTypeConfigData, RendererKind } from '../src/engine/config/format';
import { derivations } from '../src/engine/derivations';
import { provideDerivations } from '../src/engine/derivations/loading';
import { identityFromParams } from '../src/engine/identity';
import { asList, isEmptyValue } from '../src/engine/paths';
import { readField } from '../src/engine/readField';
import { resolveSummaryItems } from '../src/engine/summary/resolveSummary';
import { fillHref } from '../src/engine/templates';
import { commentsNewestFirst, commenterHref } from '../src/renderers/comments/commentModel';
import { domainModel } from '../src/renderers/domain-architecture/domainModel';
import { homologsLocusName, paralogHref } from '../src/renderers/homologs/paralogLinks';
import { imageItems } from '../src/renderers/image-list/imageItems';
import { groupLinks } from '../src/renderers/link-list/groupLinks';
import { resolveLink, resolveLinks } from '../src/renderers/link/resolveLink';
import { phyloTreeHref } from '../src/renderers/phylo-tree/phyloTreeHref';
import { cellContent } from '../src/renderers/table/cellValue';
import { demoDataset } from './index';

type Href = string | undefined;

/** The anchors' hrefs in server HTML (sanitising keeps a same-site path as it is). */
const hrefsInHtml = (html: unknown): Href[] =>
  typeof html === 'string' ? [...html.matchAll(/<a\b[^>]*?\bhref\s*=\s*(["'])(.*?)\1/gi)].map((match) => match[2]) : [];

const paralogFiles = new Map<string, unknown[]>();
/** The paralogs the locus page fetches (GET /api/panther/paralogs/{AGI}.json): the entries that parse, as it keeps. */
function paralogsOf(locusName: string) {
  const agi = locusFromFileName(`${locusName}.json`);
  if (!agi) return [];
  if (!paralogFiles.has(agi)) {
    let entries: unknown[] = [];
    try {
      entries = asList(JSON.parse(readFileSync(path.join(pantherDirectory(), 'paralogs', `${agi}.json`), 'utf8')));
    } catch {
      // No file: the section shows no paralogs, as the page does on the server's 404.
    }
    paralogFiles.set(agi, entries);
  }
  return (paralogFiles.get(agi) ?? []).flatMap((entry) => {
    const parsed = z.safeParse(paralogSchema, entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * The hrefs each kind of field draws, from the value readField gives it. Every kind is listed, so that a new kind has
 * to say what it links to.
 */
const hrefsOfKind: { [K in RendererKind]: (field: FieldOfKind<K>, value: unknown, record: unknown) => Href[] } = {
  // As SingleLink: a field that reads a value draws nothing for an empty one, a list as one link per element, and
  // otherwise one link resolved against the value (the record when the field reads none).
  link: (field, value, record) => {
    const readsValue = field.path !== undefined || field.derive !== undefined;
    if (readsValue && isEmptyValue(value)) return [];
    if (Array.isArray(value)) return resolveLinks(field, value, record).map((link) => link.href);
    return [resolveLink(field, value ?? record, record)?.href];
  },
  links: (field, value, record) => resolveLinks(field, value, record).map((link) => link.href),
  commaLinks: (field, value, record) => resolveLinks(field, value, record).map((link) => link.href),
  linkList: (field, value, record) => groupLinks(field, value, record).flatMap((group) => group.links.map((link) => link.href)),
  imageList: (field, value, record) => imageItems(field, value, record).map((item) => item.href),
  table: (field, value, record) => [
    ...asList(value)
      .filter((row) => row !== null && row !== undefined)
      .flatMap((row) =>
        // Detail columns too: they are drawn in the row's detail.
        field.columns.flatMap((column) => {
          const content = cellContent(column, row, record);
          return content.kind === 'html' ? hrefsInHtml(content.html) : content.parts.map((part) => part.href);
        }),
      ),
    // 'View Complete List' to a page named by the config; `results` and `search` open the results page.
    field.viewAll?.href ? fillHref(field.viewAll.href, { item: record, record }) : undefined,
  ],
  phyloTree: (field, _value, record) => [phyloTreeHref(field, record)],
  domainArchitecture: (field, value, record) => {
    const model = domainModel(field, value, record);
    return model ? [...model.drawn, ...model.notDrawn].map((domain) => domain.href) : [];
  },
  homologs: (field, value, record) => {
    const locusName = homologsLocusName(record, value, field.locusName);
    return locusName ? paralogsOf(locusName).map(paralogHref) : [];
  },
  // Every comment, not only the latest five the section shows.
  comments: (_field, value) => commentsNewestFirst(value).map(commenterHref),
  html: (_field, value) => hrefsInHtml(value),
  // The results page, the BLAST page, the genome browser and eplant: no record page among them.
  resultsLink: () => [],
  sequence: () => [],
  genomeBrowser: () => [],
  expressionImage: () => [],
  // Text only.
  text: () => [],
  stringList: () => [],
  multiline: () => [],
  geneStructure: () => [],
};

interface DrawnLink {
  /** 'locus 2200935 › summary › Gene Models' */
  where: string;
  /** What drew it: the summary band or the kind of field. */
  source: RendererKind | 'summary band';
  href: string;
}

/** Every internal link the page of this record draws: its summary band, then every field of every section. */
function linksOnPage(config: RecordTypeConfigData, key: string | number, record: unknown): DrawnLink[] {
  const page = `${config.type} ${key}`;
  const drawn: DrawnLink[] = [];
  const keep = (where: string, source: DrawnLink['source'], hrefs: Href[]) => {
    for (const href of hrefs) if (href?.startsWith('/') && !href.startsWith('//')) drawn.push({ where, source, href });
  };
  for (const item of resolveSummaryItems(config.summary?.items ?? [], record)) {
    keep(`${page} › summary band › ${item.label}`, 'summary band', item.parts.map((part) => part.href));
  }
  for (const section of config.sections) {
    for (const field of section.fields) {
      // As FieldView; showTo is left out on purpose: a field some viewers see must link to records as well.
      if (field.showIf && !meetsCondition(field.showIf, record)) continue;
      const hrefsOf = hrefsOfKind[field.kind] as (field: unknown, value: unknown, record: unknown) => Href[];
      keep(`${page} › ${section.id} › ${field.label}`, field.kind, hrefsOf(field, readField(field, record), record));
    }
  }
  return drawn;
}

const configOfRoute = new Map(recordTypes.map((config) => [config.route, config]));

/** The record pages, whose links the crawl followed: a record type's route, or /community. */
const isRecordPage = (url: URL) => url.pathname === '/community' || configOfRoute.has(url.pathname);

/** The pages the crawl started from: every demo record of a type the portal has a page for, but the link targets. */
const startRecords = recordTypes.flatMap((config) =>
  (demoDataset[config.apiType] ?? []).filter((demo) => !demo.linkTarget).map((demo) => ({ config, demo })),
);

let db: Db;
let records: RecordStore;

/** Whether the server answers GET detail/{type}?key= with a record. */
const serverHas = (type: string, key: string) => DETAIL_TYPES.has(type) && records.body(type, key) !== undefined;

/** The key GET detail/{type}/{by} answers, or null (also for a lookup the type does not offer, which answers 404). */
function serverLookup(type: string, by: 'name' | 'accession' | 'id', value: string): string | null {
  if (by === 'name') return NAME_LOOKUP_TYPES.has(type) ? records.idByName(type, value) : null;
  if (by === 'accession') return ACCESSION_LOOKUP_TYPES.has(type) ? records.idByAccession(type, value) : null;
  return ID_LOOKUP_TYPES.has(type) && /^\d{1,15}$/.test(value) ? records.idByProtocolId(value) : null;
}

/** Whether the page at this address opens a record rather than not-found, as its route resolves it. */
function opensRecord(url: URL): boolean {
  if (url.pathname === '/community') {
    const communityId = communityIdOf(url.searchParams);
    return communityId !== undefined && COMMUNITY_RECORD_TYPES.some((type) => serverHas(type, communityId));
  }
  const config = configOfRoute.get(url.pathname);
  if (!config) return false;
  const identity = identityFromParams(config, url.searchParams);
  if (identity.kind === 'key') return serverHas(config.apiType, identity.key);
  if (identity.kind === 'lookup') {
    const key = serverLookup(config.apiType, identity.by, identity.value);
    return key !== null && serverHas(config.apiType, key);
  }
  return false;
}

interface Checked {
  type: string;
  link: DrawnLink;
  opens: boolean;
}
let checked: Checked[] = [];

beforeAll(() => {
  provideDerivations(derivations);
  // The server's records table, filled as the first start seeds it (but for the search index, which no lookup reads).
  db = openDatabase(':memory:');
  records = recordStore(db);
  db.transaction(() => {
    for (const [type, demos] of Object.entries(demoDataset)) for (const demo of demos) records.insert(rowFromDemoRecord(type, demo));
  })();

  const answers = new Map<string, boolean>();
  checked = startRecords.flatMap(({ config, demo }) =>
    linksOnPage(config, demo.key, demo.record)
      .map((link) => ({ link, url: new URL(link.href, 'http://portal.test') }))
      .filter(({ url }) => isRecordPage(url))
      .map(({ link, url }) => {
        const target = url.pathname + url.search;
        if (!answers.has(target)) answers.set(target, opensRecord(url));
        return { type: config.type, link, opens: answers.get(target) ?? false };
      }),
  );
});

afterAll(() => db?.close());

describe('links between the demo records’ pages', () => {
  it('starts from a page of every record type the portal shows, each of which opens its record', () => {
    for (const config of recordTypes) expect(startRecords.filter(({ config: start }) => start === config).length, config.type).toBeGreaterThan(0);
    // The crawl opened one page per start record: 393 when it was replaced.
    expect(startRecords.length).toBeGreaterThan(350);
    const notOpening = startRecords
      .map(({ config, demo }) => `${config.route}?key=${encodeURIComponent(String(demo.key))}`)
      .filter((address) => !opensRecord(new URL(address, 'http://portal.test')));
    expect(notOpening).toEqual([]);
  });

  it('follows thousands of links, from every part of a page that draws them', () => {
    // 3,900 links to 1,897 addresses when the crawl was replaced; the crawl asked once per address per page, and only
    // for the rows on a table's first page and the first two paralogs.
    expect(checked.length).toBeGreaterThan(3000);
    expect(new Set(checked.map(({ link }) => link.href)).size).toBeGreaterThan(1500);
    const sources = [...new Set(checked.map(({ link }) => link.source))];
    expect(sources).toEqual(expect.arrayContaining(['summary band', 'link', 'commaLinks', 'linkList', 'table', 'comments', 'homologs']));
  });

  it.each(recordTypes.map((config) => config.type))('every record link on a demo %s page opens a record', (type) => {
    const broken = checked.filter((entry) => entry.type === type && !entry.opens).map(({ link }) => `${link.where}: ${link.href}`);
    expect(broken).toEqual([]);
  });
});
