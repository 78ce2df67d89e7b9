// Every empty-state text of 002 §8 is shown somewhere: as a text of a record-type config in sections/ (an `empty`,
// an `otherwise` or another text), or, for the texts a renderer owns (the homologs' 'No Paralogs Found'), in that
// renderer's source. A text no page uses is a state the portal cannot show the way the specification words it.
import { describe, expect, it } from 'vitest';

/** 002 §8, in the specification's order and wording. */
const SPEC_EMPTY_TEXTS = [
  'No data available',
  'No Alias Available',
  'No comments found',
  'No comments available',
  'No Paralogs Found',
  'No update history available',
  'No map details found',
  'No sequences available',
  'No protein data available',
  'No RNA Data Found',
  'No Germplasms found',
  'No Clones found',
  'No polymorphisms available',
  'No Associated Transposons found',
  'No Panther Gene Family found',
  'This locus does not have any plant homologs in PANTHER.',
  'No publications available',
  'No external links available',
  'No Symbols available',
  'No Map Locations available',
  'No Gene Features available',
  'No Sequences available',
  'No Protein Data available',
  'No Plant Ontology Annotations available',
  'No Gene Ontology Annotations available',
  'No Parent Lines available',
  'No Progeny Lines available',
  'No Accessions available',
  'No Other Names available',
  'No constructs available',
  'No stock entries available',
  'No images available',
  'No phenotypes available',
  'No Attributions available',
  'No Associated Genes available',
  'No Associated Polymorphisms available',
  'No Germplasm available',
  'No Annotations available',
  'No Sequence available',
  'No markers available',
  'No Synonyms',
  'No data associated to this term.',
  'No external ids available',
  'No associated genes available',
  'No domains available',
  'No sequence available',
  'No Attribution available',
  'No Loci available',
  'No slides available',
  'No Experiments available',
  'No Array Designs available',
  'No DOI available',
  'No PubMed ID available',
];

// Every module under sections/: the configs and the column sets they share.
const configModules = import.meta.glob<Record<string, unknown>>('../../sections/**/*.ts', { eager: true });

// The engine's and the renderers' own sources (not their tests or stories, where a text proves nothing).
const rendererSources = import.meta.glob<string>(['../../src/renderers/**/*.{ts,tsx}', '../../src/engine/**/*.{ts,tsx}', '../../src/ui/**/*.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every string anywhere in a value: labels, templates, empty and otherwise texts. */
function stringsIn(value: unknown, found: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (typeof value === 'string') found.add(value);
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const child of Object.values(value)) stringsIn(child, found, seen);
  }
  return found;
}

const configTexts = stringsIn(Object.values(configModules), new Set());
const ownSources = Object.entries(rendererSources)
  .filter(([file]) => !/\.(test|stories)\.tsx?$/.test(file))
  .map(([file, source]) => ({ file: file.replace('../../', ''), source }));

/** Where a text is used: the config text itself, or the renderer files that contain it. */
function whereUsed(text: string): string[] {
  if (configTexts.has(text)) return ['sections/'];
  return ownSources.filter(({ source }) => source.includes(`'${text}'`) || source.includes(`"${text}"`) || source.includes(`>${text}<`)).map(({ file }) => file);
}

describe('the empty-state texts of 002 §8', () => {
  it('are listed once each', () => {
    expect(new Set(SPEC_EMPTY_TEXTS).size).toBe(SPEC_EMPTY_TEXTS.length);
  });

  it.each(SPEC_EMPTY_TEXTS)("'%s' is shown by a config or a renderer", (text) => {
    expect(whereUsed(text), `no config in sections/ and no renderer uses '${text}'`).not.toEqual([]);
  });
});
