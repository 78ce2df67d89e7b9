// Box fills for the domain drawing: white labels on them keep at least 4.5:1 contrast (WCAG 1.4.3), and the boxes
// at least 3:1 against the white page (1.4.11). Domains of the same name share a colour.
export const DOMAIN_FILLS = ['#1b5e20', '#0d47a1', '#6a1b9a', '#b71c1c', '#004d40', '#4e342e', '#1a237e', '#880e4f'];

export function domainFills(labels: readonly string[]): Map<string, string> {
  const fills = new Map<string, string>();
  for (const label of labels) {
    if (!fills.has(label)) fills.set(label, DOMAIN_FILLS[fills.size % DOMAIN_FILLS.length] ?? '#1b5e20');
  }
  return fills;
}
