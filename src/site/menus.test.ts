import { describe, expect, it } from 'vitest';
import { downloadListRoute, isExternal, menuGroups, type MenuEntry } from './menus';

const group = (label: string) => {
  const found = menuGroups.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`No menu group ${label}`);
  return found;
};
const routesOf = (entries: MenuEntry[]) => entries.flatMap((entry) => ('to' in entry ? [entry.to] : []));
const allEntries = menuGroups.flatMap((candidate) => candidate.entries);

// 000 §2.1, route for route.
const specRoutes: Record<string, string[]> = {
  'Advanced Search': [
    '/search/overview',
    '/search/dna',
    '/search/ecotype',
    '/search/genes',
    '/search/germplasm',
    '/search/keyword',
    '/search/markers',
    '/search/community',
    '/search/polyallele',
    '/search/protein',
    '/search/protocol',
    '/search/publication',
    '/search/transposon',
  ],
  Browse: [
    '/browse/overview',
    '/browse/gene_symbols',
    '/browse/recent_literature',
    '/browse/transposon_families',
    '/browse/microarray_experiments',
    '/browse/gene_family',
  ],
  Tools: ['/tools/overview', '/tools/blast/', '/tools/Patmatch'],
  Portals: ['/portals/overview'],
  Download: [
    '/download/overview',
    '/download/list?dir=Genes',
    '/download/list?dir=GO_and_PO_Annotations',
    '/download/list?dir=Maps',
    '/download/list?dir=Microarrays',
    '/download/list?dir=Pathways',
    '/download/list?dir=Polymorphisms_and_Phenotypes',
    '/download/list?dir=Proteins',
    '/download/list?dir=Protocols',
    '/download/list?dir=Public_Data_Releases',
    '/download/list?dir=Subscriber_Data_Releases',
    '/download/list?dir=Publications',
    '/download/list?dir=Sequences',
    '/download/list?dir=Software',
    '/download/list?dir=User_Requests',
  ],
  Submit: ['/submit/overview', '/submit/gene_class_symbol_registration'],
  News: ['/news/overview', '/news/breaking-news', '/news/events', '/news/jobs'],
  Stocks: [],
};

describe('The menus', () => {
  it('have the eight groups of the spec, in order', () => {
    expect(menuGroups.map((candidate) => candidate.label)).toEqual(Object.keys(specRoutes));
  });

  it.each(Object.entries(specRoutes))('%s holds exactly the portal routes of the spec', (label, routes) => {
    expect(routesOf(group(label).entries)).toEqual(routes);
  });

  it('mark exactly the premium tools and the subscriber data releases with a diamond', () => {
    const premium = allEntries.filter((entry) => entry.premium).map((entry) => entry.label);
    expect(premium.sort()).toEqual(
      [
        'JBrowse',
        'JBrowse2',
        'PhyloGenes',
        'GBrowse',
        'SeqViewer',
        'MapViewer',
        'BLAST',
        'Patmatch',
        'Motif Analysis',
        'Chromosome Map Tool',
        'Synteny Viewer',
        'Functional Categorization',
        'Subscriber Data Releases',
      ].sort(),
    );
    expect(allEntries.find((entry) => entry.label === 'Public Data Releases')?.premium).toBeFalsy();
  });

  it('lead outside the portal only through absolute https or http addresses', () => {
    for (const entry of allEntries.filter(isExternal)) expect(entry.href).toMatch(/^https?:\/\/[a-z0-9.-]+\.[a-z]+\//);
    for (const route of routesOf(allEntries)) expect(route).toMatch(/^\/[^/]/);
  });

  it('offer the outside pages a researcher expects beside the portal routes', () => {
    const externalLabels = (label: string) => group(label).entries.filter(isExternal).map((entry) => entry.label);
    expect(externalLabels('Browse')).toEqual(expect.arrayContaining(['ABRC Stocks', 'Araport', 'Gene Ontology']));
    expect(externalLabels('Tools')).toEqual(
      expect.arrayContaining(['JBrowse', 'JBrowse2', 'PhyloGenes', 'GBrowse', 'SeqViewer', 'MapViewer', 'Synteny Viewer']),
    );
    expect(externalLabels('News')).toEqual(['ICAR Abstracts', 'How to Post a Job']);
    expect(externalLabels('Stocks')).toHaveLength(2);
    expect(externalLabels('Portals').length).toBeGreaterThan(0);
  });

  it('give every portal a sentence for the Portals overview', () => {
    for (const portal of group('Portals').entries.filter(isExternal)) expect(portal.description).toMatch(/\w.*\.$/);
  });

  it('use unique labels within a group, so every item has its own name', () => {
    for (const candidate of menuGroups) {
      const labels = candidate.entries.map((entry) => entry.label);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});

describe('downloadListRoute', () => {
  it('names a folder with underscores for spaces, or by its own directory name', () => {
    expect(downloadListRoute({ label: 'GO and PO Annotations' })).toBe('/download/list?dir=GO_and_PO_Annotations');
    expect(downloadListRoute({ label: 'Microarray Data', dir: 'Microarrays' })).toBe('/download/list?dir=Microarrays');
  });
});
