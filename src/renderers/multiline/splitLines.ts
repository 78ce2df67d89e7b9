/**
 * The lines of a stored text: newlines always break, and so does `separator` when given (stored addresses use a
 * backslash). Each line is trimmed; blank lines at either end are dropped, blank lines between are kept.
 */
export function splitLines(text: string, separator?: string): string[] {
  const pieces = separator ? text.split(separator).flatMap((piece) => piece.split(/\r\n|\r|\n/)) : text.split(/\r\n|\r|\n/);
  const lines = pieces.map((line) => line.trim());
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
