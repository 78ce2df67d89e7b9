// npm run new:record-type NAME — a record type in four files: its response schema (kept when schemas/ has it
// already), its page config with a Summary, its msw fixtures (populated, empty, malformed) and its demo records for
// the reference server (kept when data/records/ has them). Nothing else is edited: the type's route, API calls, mock
// handlers and seeded records follow from these files. The walkthrough is docs/adding-a-record-type.md.
import { fileURLToPath } from 'node:url';
import { scaffoldRecordType, ScaffoldRefusal } from './newRecordType/scaffold';

const root = fileURLToPath(new URL('..', import.meta.url));
const name = process.argv[2] ?? '';

try {
  const result = await scaffoldRecordType(root, name);
  if (result.reusedSchema) console.log(`Using the existing schema ${result.reusedSchema}.`);
  for (const file of result.created) console.log(`Wrote ${file}`);
  console.log(`The populated fixture comes from ${result.populatedFrom}.`);
  if (result.notInSummary.length > 0) console.log(`Fields not shown yet: ${result.notInSummary.join(', ')}.`);
  if (result.demoKey) console.log(`After \`npm start\` (with a fresh .data/): http://127.0.0.1:8080/${name}?key=${result.demoKey}`);
  console.log('\nNext (docs/adding-a-record-type.md):');
  result.steps.forEach((step, index) => console.log(`${index + 1}. ${step}`));
} catch (error) {
  console.error(error instanceof ScaffoldRefusal ? error.message : error);
  process.exitCode = 1;
}
