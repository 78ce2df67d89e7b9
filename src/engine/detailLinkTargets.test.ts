import { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { recordTypes } from '../../sections';
import { OLDER_SITE_BASE, legacyObjectPage } from '../../sections/shared/externalPages';
import { OLDER_SITE } from '../app/legacy/legacyDestinations';
import { appRoutes } from '../app/routes';

// Every link a detail page can draw inside the portal must open a page of the portal, never page-not-found: the
// route table's catch-all ('*') is where an unknown address ends.

/** Every href template in a config, wherever it sits (fields, columns, link lists, actions). */
function hrefTemplates(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) hrefTemplates(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if ((key === 'href' || key === 'to') && typeof inner === 'string') found.push(inner);
      else hrefTemplates(inner, found);
    }
  }
  return found;
}

// The placeholders that choose the route itself, and the record types they name (002 §3 attribution, references).
const ROUTE_PLACEHOLDERS: Record<string, readonly string[]> = {
  communityType: ['person', 'organization'],
  referenceType: ['publication', 'analysisreference', 'communication'],
};

/** The portal paths a template can produce: route placeholders expanded, other placeholders filled in. */
function pathsOf(template: string): string[] {
  const path = template.split('?')[0] ?? '';
  const routePlaceholder = /^\/\{(\w+)\}/.exec(path)?.[1];
  const routes = routePlaceholder ? (ROUTE_PLACEHOLDERS[routePlaceholder] ?? [`unknown-${routePlaceholder}`]) : [null];
  return routes.map((route) => (route ? path.replace(/^\/\{\w+\}/, `/${route}`) : path).replace(/\{[^}]*\}/g, 'x'));
}

const routes = appRoutes(new QueryClient());
const opensPortalPage = (path: string) => {
  const matches = matchRoutes(routes, path) ?? [];
  return matches.length > 0 && matches[matches.length - 1]?.route.path !== '*';
};

// The microarray experiment page (002 §2.1) has its route seam (src/features/browse/microarray/microarrayRoutes.tsx)
// but no route yet; its links join the check once it has one.
const AWAITING_ROUTE = ['/browse/microarray_experiments/'];

describe('links out of detail pages', () => {
  const internal = recordTypes.flatMap((config) =>
    hrefTemplates(config.sections)
      .filter((template) => template.startsWith('/') && !AWAITING_ROUTE.some((prefix) => template.startsWith(prefix)))
      .map((template) => ({ type: config.type, template })),
  );

  it('finds the internal links of the configs', () => {
    expect(internal.length).toBeGreaterThan(50);
  });

  it.each(internal)('$type: $template opens a portal page', ({ template }) => {
    for (const path of pathsOf(template)) expect(opensPortalPage(path), path).toBe(true);
  });

  it('sends maps, which have no page here, to the older site (002 §7)', () => {
    const mapLinks = recordTypes.flatMap((config) => hrefTemplates(config.sections).filter((template) => /[?&]type=map&/.test(template)));
    // Map tables on the locus, gene, clone, clone end, marker, polymorphism and transposon pages.
    expect(mapLinks.length).toBeGreaterThanOrEqual(7);
    for (const link of mapLinks) expect(link).toBe(legacyObjectPage('map', '{mapId}'));
    expect(legacyObjectPage('map', '42')).toBe('https://legacy.arabidopsis.org/servlets/TairObject?type=map&id=42');
  });

  it('uses the same older site as the legacy redirects', () => {
    expect(OLDER_SITE_BASE).toBe(OLDER_SITE);
  });
});
