// Exact matching (no mismatches): the pattern compiled to one regular expression, run by the engine's native
// matcher. Matches are found left to right and do not overlap (as PatMatch reports them); a repeat takes as many
// residues as it can. The time limit is checked after every match, so a long sequence with many matches stops on
// time; one run of the engine that never ends (a pathological pattern) is ended with its worker (pool.ts).
import type { Checkpoint } from './checkpoint';
import type { ParsedPattern, PatternItem } from '../../../contracts/patmatch/pattern';
import { ANY_RESIDUE, lettersOf } from '../../../contracts/patmatch/residues';
import type { Match } from './match';

function residueClass(mask: number): string {
  // Any residue: every character (sequences hold letters and '*' only, and nothing spans lines).
  if (mask === ANY_RESIDUE) return '[^]';
  const letters = lettersOf(mask).replace('*', '\\*');
  return letters.length === 1 ? letters : `[${letters}]`;
}

function repeat(item: PatternItem): string {
  if (item.min === 1 && item.max === 1) return '';
  if (item.max === null) return `{${item.min},}`;
  return item.min === item.max ? `{${item.min}}` : `{${item.min},${item.max}}`;
}

function source(items: readonly PatternItem[]): string {
  return items.map((item) => (item.kind === 'residue' ? residueClass(item.mask) : `(?:${source(item.items)})`) + repeat(item)).join('');
}

/** The regular expression of a pattern: sticky-free, global, over upper-case sequences. */
export function compileExact(pattern: ParsedPattern): RegExp {
  return new RegExp(`${pattern.anchoredStart ? '^' : ''}${source(pattern.items)}${pattern.anchoredEnd ? '$' : ''}`, 'g');
}

/** Every non-overlapping exact match in `text` (upper case), left to right; stops after `limit` matches. */
export function exactMatches(expression: RegExp, text: string, limit: number, checkpoint?: Checkpoint): Match[] {
  const matches: Match[] = [];
  expression.lastIndex = 0;
  for (let found = expression.exec(text); found !== null && matches.length < limit; found = expression.exec(text)) {
    checkpoint?.();
    const start = found.index;
    const end = start + found[0].length;
    matches.push({ start, end, edits: 0, alignment: '='.repeat(end - start), text: found[0] });
    // Patterns match at least 3 residues, so lastIndex always moves on; the guard keeps that true regardless.
    if (end === start) expression.lastIndex = start + 1;
  }
  return matches;
}
