import type { z } from 'zod';
import { recordTypeConfig, type FieldConfig, type RecordTypeConfigData } from './format';
import { searchParamTemplates } from '../resultsSearch';
import { templatePaths } from '../templates';
import { elementSchemas, isList, isOpaque, schemasAtPath } from './zodPaths';

// The checks `npm test` runs over every config: the config format (its zod definition, format.ts; the JSON Schema
// generated from it is for editors), section ids, renderer kinds, and every path a config reads against the record's
// zod schema. Each problem names the file, section and path.

export interface ConfigProblem {
  file: string;
  sectionId?: string;
  path?: string;
  message: string;
}

export const describeProblem = (problem: ConfigProblem) =>
  [problem.file, problem.sectionId && `section "${problem.sectionId}"`, problem.path && `path "${problem.path}"`, problem.message]
    .filter(Boolean)
    .join(': ');

type Schema = z.core.$ZodType;

interface Scope {
  record: Schema;
  /** The schemas a template's plain {path} reads from; undefined when unknown (derived values). */
  item: Schema[] | undefined;
}

function checkTemplate(template: string | undefined, scope: Scope, report: (path: string, message: string) => void) {
  if (!template) return;
  const { item, record } = templatePaths(template);
  for (const path of record) {
    if (schemasAtPath(scope.record, path).length === 0) report(`^${path}`, `template "${template}" reads a path the record schema does not have`);
  }
  if (!scope.item || isOpaque(scope.item)) return;
  for (const path of item) {
    if (scope.item.every((schema) => schemasAtPath(schema, path).length === 0)) {
      report(path, `template "${template}" reads a path its items do not have`);
    }
  }
}

function fieldTemplates(field: FieldConfig): (string | undefined)[] {
  switch (field.kind) {
    case 'link':
    case 'links':
    case 'commaLinks':
      return [field.href, field.text];
    case 'linkList':
      return [field.href, field.text, field.note];
    case 'resultsLink':
      return [field.text];
    case 'stringList':
      return [field.text];
    case 'imageList':
      return [field.src, field.alt, field.href];
    default:
      return [];
  }
}

/** Paths in field options that always point into the record (not the field's value). */
function recordOptionPaths(field: FieldConfig): string[] {
  const conditions = [field.showIf?.path, field.showTo?.membersOf].filter((path): path is string => Boolean(path));
  return [...conditions, ...kindOptionPaths(field)];
}

function kindOptionPaths(field: FieldConfig): string[] {
  switch (field.kind) {
    case 'genomeBrowser':
      return [field.name, field.chromosome, field.start, field.end, field.geneType].filter((path): path is string => Boolean(path));
    case 'homologs':
    case 'expressionImage':
      return [field.locusName];
    case 'phyloTree':
      return field.when ? [field.when] : [];
    default:
      return [];
  }
}

function checkField(field: FieldConfig, record: Schema, report: (path: string | undefined, message: string) => void) {
  let valueSchemas: Schema[] | undefined = [record];
  if (field.path) {
    valueSchemas = schemasAtPath(record, field.path);
    if (valueSchemas.length === 0) report(field.path, `the ${field.kind} field "${field.label}" reads a path the record schema does not have`);
  }
  if (field.derive) valueSchemas = undefined;
  for (const path of recordOptionPaths(field)) {
    if (schemasAtPath(record, path).length === 0) report(path, `the ${field.kind} field "${field.label}" names a path the record schema does not have`);
  }
  let list = field.kind !== 'link' && valueSchemas ? elementSchemas(valueSchemas) : valueSchemas;
  // Grouped link lists resolve their templates against the items inside each group.
  if (field.kind === 'linkList' && field.itemsPath && list) list = elementSchemas(list.flatMap((group) => schemasAtPath(group, field.itemsPath ?? '')));
  const scope: Scope = { record, item: list && list.length > 0 ? list : undefined };
  for (const template of fieldTemplates(field)) checkTemplate(template, scope, (path, message) => report(path, message));
  if (field.kind === 'phyloTree') checkTemplate(field.href, { record, item: [record] }, report);
  if (field.kind === 'sequence') checkTemplate(field.fastaHeader, { record, item: [record] }, report);
  if (field.kind === 'table') {
    for (const column of field.columns) {
      if (column.path && scope.item && !isOpaque(scope.item) && scope.item.every((row) => schemasAtPath(row, column.path ?? '').length === 0)) {
        report(column.path, `column "${column.header}" of "${field.label}" reads a path its rows do not have`);
      }
      // Templates resolve against the row, or against each element when the cell holds a list.
      const cell = column.path && scope.item ? scope.item.flatMap((row) => schemasAtPath(row, column.path ?? '')) : [];
      const cellItems = isList(cell) ? elementSchemas(cell) : scope.item;
      checkTemplate(column.href, { record, item: cellItems }, report);
      checkTemplate(column.text, { record, item: cellItems }, report);
    }
    checkTemplate(field.viewAll?.href, { record, item: [record] }, report);
    checkTemplate(field.viewAll?.search?.input, { record, item: [record] }, report);
  }
  // A results search is built from the record, whatever the field's value.
  const results = field.kind === 'resultsLink' ? field.results : field.kind === 'table' ? field.viewAll?.results : undefined;
  for (const template of results ? searchParamTemplates(results.params) : []) checkTemplate(template, { record, item: [record] }, report);
}

export function checkRecordTypeConfig(
  config: unknown,
  recordSchema: Schema | undefined,
  file: string,
  knownKinds: readonly string[],
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const raw = config as Partial<RecordTypeConfigData> | undefined;
  const sections = Array.isArray(raw?.sections) ? raw.sections : [];

  sections.forEach((section) => {
    for (const field of Array.isArray(section?.fields) ? section.fields : []) {
      if (!knownKinds.includes(field?.kind)) {
        problems.push({ file, sectionId: section.id, path: field?.path, message: `unknown renderer kind "${String(field?.kind)}"` });
      }
    }
  });

  const seen = new Set<string>();
  for (const section of sections) {
    if (seen.has(section.id)) problems.push({ file, sectionId: section.id, message: 'duplicate section id' });
    seen.add(section.id);
  }

  const format = recordTypeConfig.safeParse(config);
  if (!format.success) {
    for (const issue of format.error.issues.slice(0, 5)) {
      const [top, sectionIndex, below, fieldIndex] = issue.path;
      const section = top === 'sections' && typeof sectionIndex === 'number' ? sections[sectionIndex] : undefined;
      const field = below === 'fields' && typeof fieldIndex === 'number' ? section?.fields?.[fieldIndex] : undefined;
      const where = issue.path.length > 0 ? `/${issue.path.map(String).join('/')}` : '(config)';
      problems.push({ file, sectionId: section?.id, path: field?.path, message: `${where} ${issue.message}` });
    }
    return problems;
  }

  const valid = config as RecordTypeConfigData;
  if (!recordSchema) return [...problems, { file, message: `no zod schema is registered for record type "${valid.type}" in schemas/index.ts` }];

  const titleScope: Scope = { record: recordSchema, item: [recordSchema] };
  const reportTitle = (path: string, message: string) => problems.push({ file, path, message: `title: ${message}` });
  checkTemplate(valid.title.text, titleScope, reportTitle);
  checkTemplate(valid.title.documentTitle, titleScope, reportTitle);
  if (valid.title.obsoletePath && schemasAtPath(recordSchema, valid.title.obsoletePath).length === 0) {
    reportTitle(valid.title.obsoletePath, 'obsoletePath is not in the record schema');
  }

  for (const section of valid.sections) {
    for (const field of section.fields) {
      checkField(field, recordSchema, (path, message) => problems.push({ file, sectionId: section.id, path, message }));
    }
  }
  return problems;
}
