// @vitest-environment node
// The access table lists every route the server registers, and nothing else: a route added without a row would
// follow no access rule, and a row left behind by a removed route would describe a call that does not exist.
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { readServerConfig } from '../config';
import { tempDir, type TempDir } from '../testing';
import { CONTENT_ACCESS } from './contentAccess';
import type { FastifyInstance } from 'fastify';

describe('the access table covers the routes', () => {
  let temp: TempDir;
  let app: FastifyInstance;
  const registered = new Set<string>();

  beforeAll(async () => {
    temp = tempDir('portal-routes-');
    writeFileSync(temp.file('index.html'), '<!doctype html><title>portal</title>');
    // A demo (its ORCID simulator) serving the front end: every route the server can have.
    app = buildServer({ databaseFile: temp.file('portal.sqlite'), frontEndDir: temp.dir, config: readServerConfig({}) });
    app.addHook('onRoute', (route) => {
      // A HEAD route is the GET route's twin and follows its row.
      for (const method of [route.method].flat()) if (method !== 'HEAD') registered.add(`${method} ${route.url}`);
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    temp?.remove();
  });

  it('gives every registered route a row', () => {
    const listed = new Set(CONTENT_ACCESS.flatMap((row) => row.calls));
    expect([...registered].filter((call) => !listed.has(call))).toEqual([]);
  });

  it('lists no call the server does not have, and each call once', () => {
    const calls = CONTENT_ACCESS.flatMap((row) => row.calls);
    expect(calls.filter((call) => !registered.has(call))).toEqual([]);
    expect(calls.length).toBe(new Set(calls).size);
  });
});
