// Password hashing with scrypt (node:crypto): a random salt per password, compared in constant time.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const SALT_BYTES = 16;
// N = 2^14 with r = 8 uses 16 MiB and tens of milliseconds per hash: slow for guessing, fine for a login.
const SCRYPT_OPTIONS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export interface PasswordHash {
  hash: string;
  salt: string;
}

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, SCRYPT_OPTIONS, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt);
  return { hash: key.toString('hex'), salt: salt.toString('hex') };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, 'hex');
  const actual = await derive(password, Buffer.from(stored.salt, 'hex'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

// Checked when the username is unknown, so a wrong username costs as long as a wrong password and response times
// do not tell which usernames exist.
const UNKNOWN_ACCOUNT: PasswordHash = { hash: '00'.repeat(KEY_LENGTH), salt: '00'.repeat(SALT_BYTES) };

export async function verifyPasswordOrSpendEqualTime(password: string, stored: PasswordHash | undefined): Promise<boolean> {
  const matches = await verifyPassword(password, stored ?? UNKNOWN_ACCOUNT);
  return stored !== undefined && matches;
}
