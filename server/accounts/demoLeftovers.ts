// A database seeded by a demo still holds the demo accounts, whose passwords the start banner and README publish,
// and the demo activation codes. A server that is not a demo refuses to start over such a database rather than
// serve accounts anyone can log in to (README, "Demo mode").
import type { Stores } from '../store/stores';
import { demoAccounts, demoActivationCodes } from './demo';
import { verifyPassword } from './passwords';

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
export async function demoLeftovers({ accounts, usage }: Stores): Promise<string[]> {
  const leftovers: string[] = [];
  for (const demo of demoAccounts) {
    const account = await accounts.byUsername(demo.username);
    if (account && (await verifyPassword(demo.password, { hash: account.password_hash, salt: account.password_salt }))) {
      leftovers.push(`account "${demo.username}" with its demo password`);
    }
  }
  const codes = await usage.unusedCodes(demoActivationCodes.map((entry) => entry.code));
  if (codes.length > 0) leftovers.push(`activation codes ${codes.join(', ')}`);
  return leftovers;
}

/** Throws DemoLeftoversError (a one-line message for the start script) when the database holds demo logins. */
export async function refuseDemoLeftovers(stores: Stores): Promise<void> {
  const leftovers = await demoLeftovers(stores);
  if (leftovers.length > 0) throw new DemoLeftoversError(leftovers);
}
