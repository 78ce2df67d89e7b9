import { locusSchema } from '../../schemas/locus.ts';

/** Median milliseconds of JSON.parse and of zod safeParse over the same payload (parse cost at the boundary). */
export function measureParse(json: string, rounds = 15) {
  const jsonTimes: number[] = [];
  const zodTimes: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    let start = performance.now();
    const value = JSON.parse(json) as unknown;
    jsonTimes.push(performance.now() - start);
    start = performance.now();
    const result = locusSchema.safeParse(value);
    zodTimes.push(performance.now() - start);
    if (!result.success) throw new Error(`The generated locus does not match its schema: ${result.error.message}`);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
  return { jsonParse: median(jsonTimes), zodParse: median(zodTimes) };
}
