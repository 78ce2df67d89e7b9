// What `npm run bench:lighthouse` writes into docs/accessibility.md, between its own markers: the scores of each page
// and preset, and every audit that did not pass with the elements it names. Pure, so it is tested apart from a run.

export const LIGHTHOUSE_SECTION_START = '<!-- lighthouse:start -->';
export const LIGHTHOUSE_SECTION_END = '<!-- lighthouse:end -->';

export const TARGETS = { accessibility: 100, bestPractices: 95 } as const;

/** The parts of a Lighthouse result (its JSON output) read here. */
export interface LighthouseResult {
  lighthouseVersion: string;
  environment?: { hostUserAgent?: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<
    string,
    {
      id: string;
      title: string;
      score: number | null;
      scoreDisplayMode: string;
      details?: { items?: { node?: { selector?: string; snippet?: string }; description?: string; source?: { url?: string }; url?: string }[] };
    }
  >;
}

export interface PageRun {
  page: string;
  preset: 'desktop' | 'mobile';
  result: LighthouseResult;
}

export interface FailingAudit {
  category: string;
  id: string;
  title: string;
  weight: number;
  /** The elements or messages the audit names, at most a few. */
  where: string[];
}

const CATEGORY_NAMES: Record<string, string> = { accessibility: 'accessibility', 'best-practices': 'best practices' };
const WHERE_SHOWN = 5;

const percent = (score: number | null | undefined) => (typeof score === 'number' ? Math.round(score * 100) : null);

/** Audits of the two categories that count and did not pass (a score below 1), the heaviest first. */
export function failingAudits(result: LighthouseResult): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const category of Object.keys(CATEGORY_NAMES)) {
    for (const ref of result.categories[category]?.auditRefs ?? []) {
      const audit = result.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (audit.scoreDisplayMode === 'manual' || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue;
      const where = (audit.details?.items ?? [])
        .map((item) => item.node?.selector ?? item.description ?? item.source?.url ?? item.url ?? '')
        .filter((text) => text !== '')
        .slice(0, WHERE_SHOWN);
      failing.push({ category: CATEGORY_NAMES[category]!, id: audit.id, title: audit.title, weight: ref.weight, where });
    }
  }
  return failing.sort((a, b) => b.weight - a.weight);
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

/** The section's Markdown: when and how it was measured, the scores against the targets, what failed where. */
export function lighthouseSection(runs: PageRun[], measured: { date: string; chromium: string }): string {
  const version = runs[0]?.result.lighthouseVersion ?? 'unknown';
  const lines = [
    '## Lighthouse: accessibility and best practices',
    '',
    `Measured ${measured.date} by \`npm run bench:lighthouse\` (Lighthouse ${version}, ${measured.chromium}), against the portal as`,
    '`npm start` runs it on 127.0.0.1 with a freshly seeded demo database; the desktop preset and the default mobile',
    `emulation. Targets: accessibility ${TARGETS.accessibility}, best practices ≥ ${TARGETS.bestPractices}.`,
    '',
    '| page | preset | accessibility | best practices | targets met |',
    '|---|---|---:|---:|---|',
  ];
  for (const { page, preset, result } of runs) {
    const accessibility = percent(result.categories.accessibility?.score);
    const bestPractices = percent(result.categories['best-practices']?.score);
    const met = accessibility === TARGETS.accessibility && bestPractices !== null && bestPractices >= TARGETS.bestPractices;
    lines.push(`| \`${page}\` | ${preset} | ${accessibility ?? 'n/a'} | ${bestPractices ?? 'n/a'} | ${met ? 'yes' : '**no**'} |`);
  }
  lines.push('', '### Audits that did not pass', '');
  const failures = runs.flatMap(({ page, preset, result }) => failingAudits(result).map((audit) => ({ page, preset, audit })));
  if (failures.length === 0) lines.push('None.');
  for (const { page, preset, audit } of failures) {
    const where = audit.where.length > 0 ? `: ${audit.where.map((text) => `\`${cell(text)}\``).join(', ')}` : '';
    // Lighthouse weighs some audits 0 (experimental ones, source maps): they fail without lowering the score.
    const scored = audit.weight > 0 ? '' : ', not scored';
    lines.push(`- \`${page}\` (${preset}), ${audit.category}${scored}: ${cell(audit.title)} (\`${audit.id}\`)${where}`);
  }
  return lines.join('\n');
}

/** The document with its Lighthouse section replaced by `body` (wrapped in the markers), or with it appended. */
export function withLighthouseSection(document: string, body: string): string {
  const section = `${LIGHTHOUSE_SECTION_START}\n${body.trim()}\n${LIGHTHOUSE_SECTION_END}`;
  const start = document.indexOf(LIGHTHOUSE_SECTION_START);
  const end = document.indexOf(LIGHTHOUSE_SECTION_END);
  if (start === -1 || end < start) return `${document.trimEnd()}\n\n${section}\n`;
  return document.slice(0, start) + section + document.slice(end + LIGHTHOUSE_SECTION_END.length);
}
