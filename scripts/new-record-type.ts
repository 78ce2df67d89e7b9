// npm run new:record-type NAME — scaffolds a record type: its response schema (kept when schemas/ has it already),
// its page config with a Summary and its msw fixtures (populated, empty, malformed); then prints what is left to do.
// The walkthrough from here to a working page is docs/adding-a-record-type.md.
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
  console.log('\nStill to do (docs/adding-a-record-type.md):');
  result.steps.forEach((step, index) => console.log(`${index + 1}. ${step}`));
} catch (error) {
  console.error(error instanceof ScaffoldRefusal ? error.message : error);
  process.exitCode = 1;
}
