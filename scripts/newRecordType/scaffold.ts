// npm run new:record-type NAME: writes schemas/NAME.ts (unless the type's schema exists), sections/NAME.ts,
// mocks/fixtures/NAME/index.ts and data/records/NAME/index.ts (unless the type has demo records), all derived from
// the schema. Nothing else is edited: every list of record types is derived from the configs (sections/shared/
// registry.ts), so the type has its route, its API calls, its mock handlers and its seeded record from these files.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as z from 'zod/mini';
import { nodeImportReachableFrom } from './importChain';
import { labelOf, nameProblem, pascalCase } from './names';
import { emptyRecordOf, exampleOf, fieldsOf, isFlag, isList, isNumber, isPlainValue, malformedRecordOf, unwrap } from './schemaShape';
import { nextSteps } from './steps';
import { configSource, demoRecordsSource, EXAMPLE_KEY, fixturesSource, schemaSource, type PopulatedSource, type RecordTypeNames, type SummaryField } from './templates';

/** A name the scaffold will not use; nothing has been written. */
export class ScaffoldRefusal extends Error {}

export interface ScaffoldResult {
  /** Files written, relative to the project root. */
  created: string[];
  /** The type's schema, when it existed and was used as it is. */
  reusedSchema: string | undefined;
  /** Where the populated fixture comes from. */
  populatedFrom: string;
  /** The key of the demo record written, which the server serves at /api/detail/<name>?key=. */
  demoKey: string | undefined;
  /** Schema fields the Summary does not show (lists and objects). */
  notInSummary: string[];
  steps: string[];
}

type Schema = z.core.$ZodType;

const read = (file: string) => readFileSync(file, 'utf8');

function refuseExisting(root: string, name: string) {
  const config = path.join(root, 'sections', `${name}.ts`);
  if (existsSync(config)) throw new ScaffoldRefusal(`The record type "${name}" already exists: sections/${name}.ts.`);
  if (existsSync(path.join(root, 'mocks', 'fixtures', name))) throw new ScaffoldRefusal(`The record type "${name}" already has fixtures: mocks/fixtures/${name}/.`);
  const sections = path.join(root, 'sections');
  for (const file of readdirSync(sections).filter((entry) => entry.endsWith('.ts'))) {
    const source = read(path.join(sections, file));
    if (source.includes(`route: '/${name}'`) || source.includes(`type: '${name}'`)) {
      throw new ScaffoldRefusal(`The record type "${name}" already exists: sections/${file} uses the name.`);
    }
  }
}

/** schemas/<file>.ts whose file name is the type name in any case (schemas/geneSymbol.ts for genesymbol). */
function existingSchemaFile(root: string, name: string): string | undefined {
  return readdirSync(path.join(root, 'schemas')).find((file) => file.endsWith('.ts') && file.slice(0, -3).toLowerCase() === name)?.slice(0, -3);
}

function namesFromSchemaSource(name: string, schemaFile: string, source: string): RecordTypeNames {
  const schemaExport = /export const (\w+) = z\.looseObject\(/.exec(source)?.[1];
  const knownType = /export type (\w+) = KnownFields</.exec(source)?.[1];
  const responseType = /export type (\w+) = z\.input</.exec(source)?.[1];
  if (!schemaExport || !knownType || !responseType) {
    throw new ScaffoldRefusal(
      `schemas/${schemaFile}.ts exists but does not export a looseObject schema, a KnownFields type and a z.input type as the other schemas do.`,
    );
  }
  return { name, title: pascalCase(name), schemaFile, schemaExport, knownType, responseType };
}

async function loadSchema(root: string, names: RecordTypeNames): Promise<Schema> {
  const module = (await import(pathToFileURL(path.join(root, 'schemas', `${names.schemaFile}.ts`)).href)) as Record<string, unknown>;
  const schema = module[names.schemaExport];
  if (!schema) throw new ScaffoldRefusal(`schemas/${names.schemaFile}.ts has no export ${names.schemaExport}.`);
  return schema as Schema;
}

function summaryFields(schema: Schema): { fields: SummaryField[]; notInSummary: string[] } {
  const fields: SummaryField[] = [];
  const notInSummary: string[] = [];
  for (const [name, field] of fieldsOf(schema)) {
    if (!isPlainValue(field)) {
      notInSummary.push(isList(field) ? `${name} (list)` : name);
      continue;
    }
    // Ids stay as they are; other numbers are quantities (lengths, counts) and get thousands separators.
    const format = /date/i.test(name) ? 'date' : isFlag(field) ? 'yesNo' : isNumber(field) && !/id$/i.test(name) ? 'number' : undefined;
    fields.push({ label: labelOf(name), kind: 'text', path: name, ...(format ? { format } : {}) });
  }
  return { fields, notInSummary };
}

/** The field the title shows: name when there is one, else the first required text field. */
function titleFieldOf(schema: Schema): string | undefined {
  const fields = fieldsOf(schema);
  if (fields.some(([name]) => name === 'name')) return 'name';
  return fields.find(([, field]) => !unwrap(field).optional && typeof exampleOf(field, '') === 'string')?.[0];
}

const demoRecordsFile = (root: string, name: string) => path.join(root, 'data', 'records', name, 'index.ts');

function demoRecordsExport(root: string, name: string): string | undefined {
  const index = demoRecordsFile(root, name);
  if (!existsSync(index)) return undefined;
  const recordsExport = /export const (\w+Records)\s*:\s*DemoRecord</.exec(read(index))?.[1];
  // Storybook runs fixtures in the browser: demo records that reach a node: module cannot be imported there.
  return recordsExport && !nodeImportReachableFrom(index) ? recordsExport : undefined;
}

function write(root: string, relative: string, source: string, created: string[]) {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, source, { flag: 'wx' });
  created.push(relative);
}

export async function scaffoldRecordType(root: string, name: string): Promise<ScaffoldResult> {
  const problem = nameProblem(name);
  if (problem) throw new ScaffoldRefusal(problem);
  refuseExisting(root, name);

  const existing = existingSchemaFile(root, name);
  const names = existing
    ? namesFromSchemaSource(name, existing, read(path.join(root, 'schemas', `${existing}.ts`)))
    : { name, title: pascalCase(name), schemaFile: name, schemaExport: `${name}Schema`, knownType: pascalCase(name), responseType: `${pascalCase(name)}Response` };

  const created: string[] = [];
  try {
    if (!existing) write(root, `schemas/${name}.ts`, schemaSource(names), created);
    const schema = await loadSchema(root, names);
    const { fields, notInSummary } = summaryFields(schema);
    const titleField = titleFieldOf(schema) ?? 'name';

    const nameField = fields.some((field) => field.path === titleField) ? titleField : '';
    const example = exampleOf(schema, name) as Record<string, unknown>;
    const empty = emptyRecordOf(schema);
    for (const [what, record] of [['example', example], ['empty', empty]] as const) {
      if (!z.safeParse(schema, record).success) throw new Error(`The ${what} record made from the schema does not pass it.`);
    }

    const hadDemoRecords = existsSync(demoRecordsFile(root, name));
    if (!hadDemoRecords) write(root, `data/records/${name}/index.ts`, demoRecordsSource(names, example, nameField), created);
    const recordsExport = demoRecordsExport(root, name);
    const populated: PopulatedSource = recordsExport ? { kind: 'demo', recordsExport } : { kind: 'example', record: example, key: EXAMPLE_KEY };

    write(root, `sections/${name}.ts`, configSource(names, titleField, fields), created);
    write(root, `mocks/fixtures/${name}/index.ts`, fixturesSource(names, populated, empty, malformedRecordOf(schema), nameField), created);

    return {
      created,
      reusedSchema: existing ? `schemas/${existing}.ts` : undefined,
      populatedFrom: recordsExport ? `the demo dataset (${recordsExport} in data/records/${name})` : 'an example made from the schema',
      demoKey: hadDemoRecords ? undefined : EXAMPLE_KEY,
      notInSummary,
      steps: nextSteps(names),
    };
  } catch (error) {
    // All or nothing: a scaffold that stops half-way leaves no files behind.
    for (const relative of created) rmSync(path.join(root, relative), { force: true });
    for (const folder of [['mocks', 'fixtures', name], ['data', 'records', name]]) {
      if (created.some((relative) => relative.startsWith(`${folder.join('/')}/`))) rmSync(path.join(root, ...folder), { recursive: true, force: true });
    }
    throw error;
  }
}
