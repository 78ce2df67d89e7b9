// The four files a record type is: its response schema, its page config, its msw fixtures and its demo records.
import { quote, tsLiteral } from './tsLiteral';

/** The names the four files use for one record type. */
export interface RecordTypeNames {
  /** Route, server type and config type, e.g. 'seedbatch'. */
  name: string;
  /** How the page title names the type, e.g. 'Seedbatch'. */
  title: string;
  /** schemas/<schemaFile>.ts, e.g. 'seedbatch' or 'geneSymbol'. */
  schemaFile: string;
  schemaExport: string;
  /** The parsed record type (KnownFields) and the response type (z.input). */
  knownType: string;
  responseType: string;
}

export function schemaSource({ name, schemaExport, knownType, responseType }: RecordTypeNames): string {
  return `// GET detail/${name}?key= — the record behind /${name}. Every field the page reads is declared here and checked when
// present; optional fields are nullish and lists are nullish arrays; fields not declared pass through untouched.
import * as z from 'zod/mini';
import { dateValue, id, text, type KnownFields } from './shared';

export const ${schemaExport} = z.looseObject({
  name: z.string(),
  tairObjectId: z.nullish(id),
  description: text(),
  dateLastModified: z.nullish(dateValue),
});

/** The parsed ${name}, with only its known fields (so config paths are checked by \`tsc\`). */
export type ${knownType} = KnownFields<z.infer<typeof ${schemaExport}>>;

/** A detail/${name} response as the server sends it. */
export type ${responseType} = z.input<typeof ${schemaExport}>;
`;
}

export interface SummaryField {
  label: string;
  kind: 'text';
  path: string;
  format?: 'date' | 'number' | 'yesNo';
}

export function configSource(names: RecordTypeNames, titleField: string, fields: SummaryField[]): string {
  const { name, title, schemaFile, knownType } = names;
  const config = {
    type: name,
    apiType: name,
    route: `/${name}`,
    lookups: { key: true },
    title: { text: `${title}: {${titleField}}`, premium: true },
    sections: [{ id: 'summary', label: 'Summary', fields }],
  };
  return `// The ${name} page: /${name}?key=, a Summary of the record's plain fields.
import { defineRecordType } from './shared/defineRecordType';
import type { ${knownType} } from '../schemas/${schemaFile}';

export default defineRecordType<${knownType}>()(${tsLiteral(config)});
`;
}

/** Where the populated record comes from: the demo dataset the server seeds, or an example written into the file. */
export type PopulatedSource = { kind: 'demo'; recordsExport: string } | { kind: 'example'; record: Record<string, unknown>; key: string };

export const EMPTY_KEY = '9999902';
export const EXAMPLE_KEY = '9999901';

/** data/records/<name>/index.ts: the record the server seeds, served at /api/detail/<name>?key=9999901. */
export function demoRecordsSource(names: RecordTypeNames, record: Record<string, unknown>, nameField: string): string {
  const { name, schemaFile, responseType } = names;
  const demoName = nameField && typeof record[nameField] === 'string' ? `\n    name: ${quote(record[nameField] as string)},` : '';
  return `// Demo records of the ${name} type, seeded by the reference server (GET detail/${name}?key=). All demo data.
import type { ${responseType} } from '../../../schemas/${schemaFile}';
import type { DemoRecord } from '../../types';

export const ${name}Records: DemoRecord<${responseType}>[] = [
  {
    key: ${EXAMPLE_KEY},${demoName}
    record: ${tsLiteral(record, '    ')},
  },
];
`;
}

export function fixturesSource(names: RecordTypeNames, populated: PopulatedSource, empty: unknown, malformed: unknown, nameField: string): string {
  const { name, title, schemaFile, responseType } = names;
  const constant = name.toUpperCase();
  const imports = [
    `import type { ${responseType} } from '../../../schemas/${schemaFile}';`,
    ...(populated.kind === 'demo' ? [`import { ${populated.recordsExport} } from '../../../data/records/${name}';`] : []),
    `import type { DetailFixture } from '../detailFixture';`,
  ];
  const populatedPart =
    populated.kind === 'demo'
      ? `const demo = ${populated.recordsExport}[0];
if (!demo) throw new Error('The demo dataset has no ${name} records.');

export const POPULATED_${constant}_KEY = String(demo.key);

/** The demo dataset's first ${name}, as the server serves it. */
export const populated${title}: ${responseType} = demo.record;
const populatedAccessions = demo.accession ? [demo.accession] : [];`
      : `export const POPULATED_${constant}_KEY = ${quote(populated.key)};

/** An example ${name} with every field filled. */
export const populated${title} = ${tsLiteral(populated.record)} satisfies ${responseType};
const populatedAccessions: string[] = [];`;
  const nameOf = (record: string) => (nameField ? `String(${record}.${nameField} ?? '')` : `''`);
  return `// The ${name} fixtures served by mocks/detailHandlers.ts, by key: a populated record, one with every list empty
// and every optional field null, and a malformed one that fails the schema (the error view).
${imports.join('\n')}

${populatedPart}

export const EMPTY_${constant}_KEY = ${quote(EMPTY_KEY)};

/** Every list empty, every optional field null. */
export const empty${title} = ${tsLiteral(empty)} satisfies ${responseType};

export const ${name}Fixtures: DetailFixture[] = [
  { key: POPULATED_${constant}_KEY, name: ${nameOf(`populated${title}`)}, accessions: populatedAccessions, record: () => populated${title} },
  { key: EMPTY_${constant}_KEY, name: ${nameOf(`empty${title}`)}, accessions: [], record: () => empty${title} },
];

/** A ${name} response that breaks the schema on purpose: every field of a type it does not accept. */
export const malformed${title}: unknown = ${tsLiteral(malformed)};
`;
}
