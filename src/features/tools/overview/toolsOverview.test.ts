import { describe, expect, it } from 'vitest';
import { isExternal, menuGroups } from '../../../site/menus';
import { outsideTools, portalTools, toolDescriptions } from './toolsOverview';

const toolsMenu = menuGroups.find((group) => group.id === 'tools')!.entries;

describe('tools overview entries', () => {
  it('are every tool of the Tools menu (not the overview itself) and bulk retrieval, each with a sentence', () => {
    const shown = [...portalTools, ...outsideTools];
    expect(shown.map((entry) => entry.label).sort()).toEqual(
      [...toolsMenu.filter((entry) => entry.label !== 'Tools Overview').map((entry) => entry.label), 'Bulk Data Retrieval'].sort(),
    );
    for (const entry of shown) expect(toolDescriptions[entry.label], entry.label).toMatch(/^[A-Z].+\.$/);
  });

  it('lead to the pages of this portal and keep the menu’s premium marks', () => {
    expect(portalTools).toEqual([
      { label: 'BLAST', to: '/tools/blast/', premium: true },
      { label: 'Patmatch', to: '/tools/Patmatch', premium: true },
      { label: 'Bulk Data Retrieval', to: '/type_sequences' },
    ]);
    expect(outsideTools.every(isExternal)).toBe(true);
    expect(outsideTools.filter((entry) => entry.premium).map((entry) => entry.label)).toEqual([
      'JBrowse',
      'JBrowse2',
      'PhyloGenes',
      'GBrowse',
      'SeqViewer',
      'MapViewer',
      'Motif Analysis',
      'Chromosome Map Tool',
      'Synteny Viewer',
      'Functional Categorization',
    ]);
  });
});
