const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Matches a field's label as Testing Library reads it: the label text, followed by ' *' when the field is required
 * (the asterisk is hidden from assistive technology, so the accessible name is the label alone).
 */
export const labelPattern = (label: string) => new RegExp(`^${escaped(label)}(\\s\\*)?$`);

/** Only form controls: a section titled like a field is labelled by its heading too. */
export const FIELD_SELECTOR = 'input, select, textarea';
