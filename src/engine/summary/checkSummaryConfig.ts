// The config check of the summary band (config/summaryFormat.ts): every path and template a `summary` reads must
// exist in the record's zod schema, as the config checker demands of the sections (checkConfig.ts). Paths read
// from a derivation's rows cannot be checked (the derivation builds them), as in the sections.
import type { z } from 'zod';
import type { SummaryConfig, SummaryItem } from '../config/summaryFormat';
import { elementSchemas, isOpaque, schemasAtPath } from '../config/zodPaths';
import { templatePaths } from '../templates';

type Schema = z.core.$ZodType;

export interface SummaryProblem {
  item: string;
  path: string;
  message: string;
}

type Source = { path?: string | undefined; derive?: string | undefined };

/** The schemas of a source's elements; undefined when a derivation builds them (nothing to check against). */
function elementsOf(source: Source, record: Schema): Schema[] | undefined {
  if (source.derive) return undefined;
  if (!source.path) return [record];
  return elementSchemas(schemasAtPath(record, source.path));
}

export function checkSummaryConfig(summary: SummaryConfig, record: Schema): SummaryProblem[] {
  const problems: SummaryProblem[] = [];
  const checkIn = (item: string, scope: Schema[] | undefined, path: string | undefined, what: string) => {
    if (!path || !scope || isOpaque(scope)) return;
    if (scope.every((schema) => schemasAtPath(schema, path).length === 0)) problems.push({ item, path, message: `${what} reads a path the record schema does not have` });
  };
  const checkTemplate = (item: string, template: string | undefined, elements: Schema[] | undefined) => {
    if (!template) return;
    const { item: elementPaths, record: recordPaths } = templatePaths(template);
    for (const path of recordPaths) checkIn(item, [record], path, `template "${template}"`);
    for (const path of elementPaths) checkIn(item, elements, path, `template "${template}"`);
  };
  const checkSource = (label: string, source: Source & { where?: { path: string; sameAs?: string | undefined } | undefined }) => {
    checkIn(label, [record], source.path, 'the value');
    const elements = elementsOf(source, record);
    checkIn(label, elements, source.where?.path, 'the filter');
    checkIn(label, [record], source.where?.sameAs, 'the filter');
    return elements;
  };

  const checkItem = (item: SummaryItem) => {
    checkIn(item.label, [record], item.showIf?.path, 'showIf');
    const elements = checkSource(item.label, item);
    if (item.kind === 'value') {
      checkTemplate(item.label, item.text, elements);
      checkTemplate(item.label, item.href, elements);
      return;
    }
    for (const path of [item.chromosome, item.start, item.end]) checkIn(item.label, elements, path, 'the location');
    const strand = item.strand;
    if (!strand) return;
    if ('featureDirection' in strand) {
      checkIn(item.label, [record], strand.featureDirection, 'the strand');
      return;
    }
    checkTemplate(item.label, strand.text, checkSource(item.label, strand));
  };

  for (const item of summary.items ?? []) checkItem(item);
  for (const part of summary.nameLine ?? []) checkTemplate('name line', part, [record]);
  return problems;
}
