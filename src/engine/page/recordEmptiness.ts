// Which parts of a record hold something to show. A field has data when the value it reads is not empty by the rule
// its renderer uses to choose its empty text (isEmptyValue); a section has data when one of its fields has. The page
// shortens the sections without data and, when most sections are without, says so once under the title.
import type { FieldConfig, RecordTypeConfigData, SectionConfig } from '../config/format';
import { meetsCondition } from '../conditions';
import { getByPath, isEmptyValue } from '../paths';
import { readField } from '../readField';
import { hasGenomeLocation } from '../../renderers/genome-browser/genomeLocation';
import { isFlagSet } from '../../renderers/phylo-tree/PhyloTree';

// A record has little data when at least two thirds of its sections are empty. Over the demo dataset that is the
// empty locus, gene and protein, loci known by name only and an obsolete locus, not polymorphisms that lack five of
// eight sections. A record of one or two sections is never said to be: its page is short anyway.
const isLittleData = (emptySections: number, sections: number) => emptySections >= 3 && 3 * emptySections >= 2 * sections;

/** Whether a field has something of this record to show, rather than its empty text. */
export function fieldHasData(field: FieldConfig, record: unknown): boolean {
  // A field whose showIf is not met shows its `otherwise` text or nothing: no data of the record.
  if (field.showIf && !meetsCondition(field.showIf, record)) return false;
  try {
    switch (field.kind) {
      // The frame shows the browser's default view for a feature without coordinates: nothing of this record.
      case 'genomeBrowser':
        return hasGenomeLocation(field, readField(field, record));
      case 'phyloTree':
        return field.when === undefined || isFlagSet(getByPath(record, field.when));
      // Fetched from their services by the locus name; whether they have anything is known only once they answer, so
      // a record that names its locus counts as having them (the field then says itself when there is nothing).
      case 'homologs':
      case 'expressionImage':
        return !isEmptyValue(getByPath(record, field.locusName));
      default:
        return !isEmptyValue(readField(field, record));
    }
  } catch {
    // A value that cannot be read is for the field's error boundary to report, not for this rule to hide.
    return true;
  }
}

// The sections are asked about several times while a page renders (the notice, each section): once per record.
const sectionsWithData = new WeakMap<object, Map<SectionConfig, boolean>>();

/** Whether any field of the section has data in this record. */
export function sectionHasData(section: SectionConfig, record: Record<string, unknown>): boolean {
  let known = sectionsWithData.get(record);
  if (!known) {
    known = new Map();
    sectionsWithData.set(record, known);
  }
  let answer = known.get(section);
  if (answer === undefined) {
    answer = section.fields.some((field) => fieldHasData(field, record));
    known.set(section, answer);
  }
  return answer;
}

export interface RecordFullness {
  emptySections: number;
  sections: number;
  /** At least two thirds of the sections (and three or more) have nothing to show. */
  littleData: boolean;
}

/** How many of the record's sections have nothing to show, and whether that makes it a record with little data. */
export function recordFullness(config: RecordTypeConfigData, record: Record<string, unknown>): RecordFullness {
  const sections = config.sections.length;
  const emptySections = config.sections.filter((section) => !sectionHasData(section, record)).length;
  return { emptySections, sections, littleData: isLittleData(emptySections, sections) };
}
