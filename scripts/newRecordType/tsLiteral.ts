// Plain data written as TypeScript source in the project's style: single quotes, bare keys, short values on one line.

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const LINE_WIDTH = 100;

export const quote = (text: string) =>
  `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;

const key = (name: string) => (IDENTIFIER.test(name) ? name : quote(name));

/** `value` as a TypeScript expression; nested lines start with `indent` plus two spaces. */
export function tsLiteral(value: unknown, indent = ''): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return quote(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const inner = `${indent}  `;
  const parts = Array.isArray(value)
    ? value.map((item) => tsLiteral(item, inner))
    : Object.entries(value as Record<string, unknown>).map(([name, item]) => `${key(name)}: ${tsLiteral(item, inner)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{ ', ' }'];
  if (parts.length === 0) return Array.isArray(value) ? '[]' : '{}';
  const oneLine = `${open}${parts.join(', ')}${close}`;
  if (!oneLine.includes('\n') && indent.length + oneLine.length <= LINE_WIDTH) return oneLine;
  return `${open.trim()}\n${parts.map((part) => `${inner}${part},`).join('\n')}\n${indent}${close.trim()}`;
}
