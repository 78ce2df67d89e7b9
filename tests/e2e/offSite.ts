// The second reference server of the end-to-end run: no subscribed institution, so this machine is an off-site
// visitor and only a login (with ORCID or usage units) opens record pages.
import Database from 'better-sqlite3';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export const OFF_SITE_PORT = Number(process.env.E2E_OFF_SITE_PORT ?? 4175);
export const OFF_SITE_DATA_DIR = process.env.E2E_OFF_SITE_DATA_DIR ?? '.data/e2e-off-site';
export const OFF_SITE_ORIGIN = `http://127.0.0.1:${OFF_SITE_PORT}`;

/** The member's units were set to none: exactly one tracker changed (else the test would go on with units left). */
function expectOneTracker(username: string, changed: number) {
  if (changed !== 1) throw new Error(`spendAllUnits: ${changed} usage trackers of ${username} changed, not 1`);
}

/**
 * Spends every usage unit of a member, straight in the server's database: each record read spends one unit
 * (server/detailAccess.ts), but writing 0 reaches the end at once instead of 50 reads. The member is then a
 * logged-in user without ORCID and without a subscription.
 */
export async function spendAllUnits(username: string): Promise<void> {
  // On PostgreSQL (E2E_DATABASE=postgres) the server's folder names its database (scripts/postgres-portal.ts).
  const urlFile = path.join(OFF_SITE_DATA_DIR, 'database-url');
  if (existsSync(urlFile)) {
    const client = new pg.Client({ connectionString: readFileSync(urlFile, 'utf8').trim() });
    await client.connect();
    try {
      const { rowCount } = await client.query('UPDATE usage_trackers SET remaining_units = 0 WHERE party_id = (SELECT party_id FROM accounts WHERE username = $1)', [
        username,
      ]);
      expectOneTracker(username, rowCount ?? 0);
    } finally {
      await client.end();
    }
    return;
  }
  const db = new Database(path.join(OFF_SITE_DATA_DIR, 'portal.sqlite'));
  try {
    const { changes } = db
      .prepare('UPDATE usage_trackers SET remaining_units = 0 WHERE party_id = (SELECT party_id FROM accounts WHERE username = ?)')
      .run(username);
    expectOneTracker(username, changes);
  } finally {
    db.close();
  }
}
