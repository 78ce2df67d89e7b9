// What is left after the scaffold: lines for the shared registration files (added by hand, one small edit each,
// because other record types are registered in the same files), stories, demo records for the server, checks.
import type { RecordTypeNames } from './templates';

export interface StepFacts {
  names: RecordTypeNames;
  /** schemas/index.ts already lists the schema. */
  schemaRegistered: boolean;
  /** data/records/<name>/ already has demo records. */
  hasDemoRecords: boolean;
  /** The server already serves GET detail/<name>. */
  serverServesType: boolean;
}

export function remainingSteps({ names, schemaRegistered, hasDemoRecords, serverServesType }: StepFacts): string[] {
  const { name, title, schemaFile, schemaExport } = names;
  const steps = [
    `sections/index.ts: add \`import ${name} from './${name}';\` and add ${name} to recordTypes.`,
    `sections/pages.ts: add to recordPages:\n` +
      `    { route: '/${name}', load: async () => ({ config: (await import('./${name}')).default, schema: (await import('../schemas/${schemaFile}')).${schemaExport} }) },`,
  ];
  if (!schemaRegistered) {
    steps.push(`schemas/index.ts: add \`import { ${schemaExport} } from './${schemaFile}';\` and \`${name}: ${schemaExport},\` to recordSchemas.`);
  }
  steps.push(
    `mocks/detailHandlers.ts: add \`import { ${name}Fixtures, malformed${title} } from './fixtures/${name}';\` and ` +
      `\`${name}: { fixtures: ${name}Fixtures, malformed: malformed${title} },\` to detailFixtureSets.`,
    `sections/${name}.ts: the sections, labels, links and empty texts the page needs; lists and objects of the schema are not in the Summary yet.`,
    `mocks/fixtures/${name}/: an edge-case record (very long text, 1,000+ rows, odd values) besides the populated and empty ones.`,
    `src/app/pages/${title}Page.stories.tsx: Populated and Empty stories whose play functions check what a reader sees.`,
  );
  if (!hasDemoRecords) {
    steps.push(
      `data/records/${name}/index.ts: demo records for the server (DemoRecord<${names.responseType}>[]), listed in data/records/genome.ts or community.ts, and the schema in data/schemas/.`,
    );
  }
  if (!serverServesType) steps.push(`server/routes/detail.ts: add '${name}' to DETAIL_TYPES.`);
  steps.push(
    `Check: npx vitest run --project unit tests/unit/configs.test.ts tests/unit/fixtures.test.ts tests/unit/fuzz.test.tsx; ` +
      `npx vitest run --project storybook src/app/pages/${title}Page.stories.tsx; npx tsc -b; npx eslint sections/${name}.ts mocks/fixtures/${name}`,
  );
  return steps;
}
