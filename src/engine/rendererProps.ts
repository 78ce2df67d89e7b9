import type { ComponentType } from 'react';
import type { FieldOfKind, RendererKind } from './config/format';

/** What every renderer receives. `value` is the field's path (or derivation) read from the record. */
export interface RendererProps<K extends RendererKind = RendererKind> {
  field: FieldOfKind<K>;
  value: unknown;
  record: unknown;
  recordType: string;
  sectionId: string;
}

/** A renderer for every kind: forgetting one is a compile error where the registry is declared. */
export type RendererRegistry = { [K in RendererKind]: ComponentType<RendererProps<K>> };

export const DEFAULT_EMPTY_TEXT = 'No data available';
