// The README's access table, rendered from the access rows (contentAccess.ts) so the two cannot disagree: a node
// test (readmeTable.test.ts) checks that the README holds exactly this text.
import { CONTENT_ACCESS, type AccessRow } from './contentAccess';

/** 'GET /api/detail/:type' as the README's API table writes calls: `GET detail/{type}`. */
function callText(call: string): string {
  const [method = '', url = ''] = call.split(' ');
  const path = url
    .replace(/^\/api\//, '')
    .replace(/:(\w+)/g, '{$1}')
    .replace(/\*$/, '{path}');
  return `\`${method} ${path}\``;
}

const ACCESS_TEXT = {
  public: 'public',
  subscription: 'subscription',
  'premium-marked': 'subscription for premium files, else public',
} as const;

const cell = (text: string) => text.replaceAll('|', '\\|');

function rowText(row: AccessRow): string {
  const units = row.rule.access === 'public' ? '—' : row.rule.units;
  return `| ${row.calls.map(callText).join(', ')} | ${cell(row.returns)} | ${ACCESS_TEXT[row.rule.access]} | ${cell(units)} |`;
}

export function accessTableMarkdown(rows: readonly AccessRow[] = CONTENT_ACCESS): string {
  return [
    '| calls | what they answer | access | usage units a member spends who pays by units |',
    '|---|---|---|---|',
    ...rows.map(rowText),
  ].join('\n');
}
