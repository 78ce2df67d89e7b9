import type { RecordTypeConfigData } from '../config/format';
import { fillText } from '../templates';

type Templates = string | readonly string[];
type StructuredDataConfig = NonNullable<RecordTypeConfigData['structuredData']>;

const placeholder = /\{[^{}]+\}/g;

/**
 * The first template whose every placeholder has a value, filled in; undefined when none has. A half-filled
 * template would cite 'Locus:' with no number, so a missing value drops the whole template.
 */
export function fillComplete(candidates: Templates | undefined, record: unknown): string | undefined {
  const scope = { item: record, record };
  for (const candidate of typeof candidates === 'string' ? [candidates] : (candidates ?? [])) {
    const complete = (candidate.match(placeholder) ?? []).every((part) => fillText(part, scope).trim() !== '');
    const text = complete ? fillText(candidate, scope).trim() : '';
    if (text) return text;
  }
  return undefined;
}

/** What the citation and the structured data say about a record, read through its config. */
export interface RecordFacts {
  type: StructuredDataConfig['type'];
  name: string;
  accession?: string;
  description?: string;
  alternateName?: string;
  properties: Record<string, string>;
  /** The page heading, for a description when the config gives none. */
  heading: string;
}

export function recordFacts(config: RecordTypeConfigData, record: unknown): RecordFacts {
  const heading = fillText(config.title.text, { item: record, record }).trim() || config.type;
  const described = config.structuredData;
  const properties: Record<string, string> = {};
  for (const [property, candidates] of Object.entries(described?.properties ?? {})) {
    const value = fillComplete(candidates, record);
    if (value) properties[property] = value;
  }
  return {
    // A record type without a structuredData config is still cited and described, by its heading.
    type: described?.type ?? 'Thing',
    name: fillComplete(described?.name, record) ?? heading,
    accession: fillComplete(described?.identifier, record),
    description: fillComplete(described?.description, record),
    alternateName: fillComplete(described?.alternateName, record),
    properties,
    heading,
  };
}
