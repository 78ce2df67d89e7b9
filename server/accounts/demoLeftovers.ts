// A database seeded by a demo still holds the demo accounts, whose passwords the start banner and README publish,
// and the demo activation codes. A server that is not a demo refuses to start over such a database rather than
// serve accounts anyone can log in to (README, "Demo mode").
import type { Db } from '../db/database';
import { demoAccounts, demoActivationCodes } from './demo';
import { verifyPassword } from './passwords';
import { accountStore } from './store';

export class DemoLeftoversError extends Error {
  constructor(leftovers: string[]) {
    super(
      `The database holds demo data (${leftovers.join(', ')}) and this server is not a demo: ` +
        'start it with an empty DATA_DIR, or set DEMO_MODE=on to run it as a demo.',
    );
    this.name = 'DemoLeftoversError';
  }
}

/** The demo accounts that still log in with their published password, and the demo codes not yet used. */
export async function demoLeftovers(db: Db): Promise<string[]> {
  const accounts = accountStore(db);
  const leftovers: string[] = [];
  for (const demo of demoAccounts) {
    const account = accounts.byUsername(demo.username);
    if (account && (await verifyPassword(demo.password, { hash: account.password_hash, salt: account.password_salt }))) {
      leftovers.push(`account "${demo.username}" with its demo password`);
    }
  }
  const unused = db.prepare<string[], { code: string }>(
    `SELECT code FROM activation_codes WHERE used_at IS NULL AND code IN (${demoActivationCodes.map(() => '?').join(', ')}) ORDER BY code`,
  );
  const codes = unused.all(...demoActivationCodes.map((entry) => entry.code)).map((row) => row.code);
  if (codes.length > 0) leftovers.push(`activation codes ${codes.join(', ')}`);
  return leftovers;
}

/** Throws DemoLeftoversError (a one-line message for the start script) when the database holds demo logins. */
export async function refuseDemoLeftovers(db: Db): Promise<void> {
  const leftovers = await demoLeftovers(db);
  if (leftovers.length > 0) throw new DemoLeftoversError(leftovers);
}
