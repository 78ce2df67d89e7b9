import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { toolsRoutes } from './toolsRoutes';

describe('tools routes', () => {
  it('serve BLAST at /tools/blast, with the trailing slash the menu links and without, and the overview', () => {
    for (const path of ['/tools/blast', '/tools/blast/', '/tools/overview', '/tools/overview/']) {
      expect(matchRoutes(toolsRoutes, path)?.[0]?.route.path, path).toBe(path.replace(/\/$/, ''));
    }
  });

  it('load each page on demand', async () => {
    for (const route of toolsRoutes) {
      expect(route.element).toBeUndefined();
      const loaded = (await (route.lazy as () => Promise<{ Component: unknown }>)()).Component;
      expect(typeof loaded).toBe('function');
    }
  });
});
