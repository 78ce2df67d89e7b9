// npx tsx scripts/bench-usage-charge.ts — not a test: how long charging a gene action's loci to a member who pays by
// units holds the request thread (UsageStore.chargeReads, server/subscriptions/sqlite/usageStore.ts). A database file of its own
// in a temp directory, opened as the server opens it (WAL, synchronous FULL), one member with units to spare and
// 10,000 loci in no particular order: all new, all read again within 24 hours, half and half, and one unit short
// (refused). Prints the median, fastest and slowest wall time of each, and the thread's CPU time at the median, with
// the load average: wall time counts waits for a busy CPU, CPU time does not.
import { availableParallelism, loadavg } from 'node:os';
import { openDatabase } from '../server/db/database.ts';
import { sqliteUsageStore } from '../server/subscriptions/sqlite/usageStore.ts';
import type { RecordRead } from '../server/subscriptions/usage.ts';
import { tempDir } from '../server/testing.ts';

const LOCI = 10_000;
const ROUNDS = Number(process.env.ROUNDS ?? 15);
const PARTY = 1;

const temp = tempDir('portal-bench-usage-charge-');
const db = openDatabase(temp.file('portal.sqlite'));
const usage = sqliteUsageStore(db);
db.prepare(
  `INSERT INTO accounts (community_id, username, password_hash, password_salt, email, party_id, credential_id)
   VALUES (1, 'bench', '', '', 'bench@example.org', ${PARTY}, 'bench')`,
).run();
await usage.grantComplimentaryUnits(PARTY);

// Locus keys in no particular order, as an answer lists them: AT1G00000 to AT1G09999 stepped through by a prime.
const locusKey = (index: number) => `AT1G${String((index * 7919) % LOCI).padStart(5, '0')}`;
const loci = (from: number, count: number): RecordRead[] => Array.from({ length: count }, (_, index) => ({ type: 'locus', key: locusKey(from + index) }));
const setUnits = (units: number) => db.prepare('UPDATE usage_trackers SET total_units = @units, remaining_units = @units WHERE party_id = @party').run({ units, party: PARTY });

interface Case {
  name: string;
  /** Leaves the database as the charge expects it: what was read today, the units left. */
  arrange: () => Promise<unknown>;
  reads: RecordRead[];
  expected: number | 'refused';
}

const firstHalf = loci(0, LOCI / 2);
const cases: Case[] = [
  { name: '10,000 new loci', arrange: async () => (db.exec('DELETE FROM record_reads'), setUnits(1_000_000)), reads: loci(0, LOCI), expected: LOCI },
  {
    name: '10,000 loci read again within 24 h',
    arrange: async () => (db.exec('DELETE FROM record_reads'), setUnits(1_000_000), await usage.chargeReads(PARTY, loci(0, LOCI))),
    reads: loci(0, LOCI),
    expected: 0,
  },
  {
    name: '5,000 read again + 5,000 new',
    arrange: async () => (db.exec('DELETE FROM record_reads'), setUnits(1_000_000), await usage.chargeReads(PARTY, firstHalf)),
    reads: loci(0, LOCI),
    expected: LOCI / 2,
  },
  {
    name: '5,000 read again + 5,000 new, one unit short (refused)',
    arrange: async () => (db.exec('DELETE FROM record_reads'), setUnits(1_000_000), await usage.chargeReads(PARTY, firstHalf), setUnits(LOCI / 2 - 1)),
    reads: loci(0, LOCI),
    expected: 'refused',
  },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

console.log(`chargeReads, ${ROUNDS} rounds each; ${availableParallelism()} CPUs, load average ${loadavg().map((load) => load.toFixed(1)).join(' ')}`);
for (const { name, arrange, reads, expected } of cases) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await arrange();
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    const outcome = await usage.chargeReads(PARTY, reads);
    wall.push(performance.now() - start);
    const cpuUsed = process.cpuUsage(cpuBefore);
    cpu.push((cpuUsed.user + cpuUsed.system) / 1000);
    const spent = outcome === 'refused' ? outcome : outcome.spent;
    if (spent !== expected) throw new Error(`${name}: expected ${expected}, got ${spent}`);
  }
  console.log(`${name}: wall median ${ms(median(wall))} (${ms(Math.min(...wall))}-${ms(Math.max(...wall))}), CPU median ${ms(median(cpu))}`);
}
console.log(`load average after: ${loadavg().map((load) => load.toFixed(1)).join(' ')}`);
db.close();
temp.remove();
