// Checks of the data directory and its database before the server opens them for serving (main.ts). A broken one
// stops the start with one line saying what is wrong and what to change, rather than a stack trace, or worse, a
// server that answers 200 with broken records from a damaged file.
import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs';
import Database from 'better-sqlite3';

/** A problem that stops the start; its message is the one line to print. */
export class StartupCheckError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupCheckError';
  }
}

const CHANGE_DATA_DIR = 'set DATA_DIR to a folder the server may write to';

const reasonOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));

/**
 * The data directory exists (created when missing), is a folder, and the server may write in it; the database file,
 * when there is one, is a writable file.
 */
export function checkDataDirectory(dir: string, databaseFile: string): void {
  if (existsSync(dir) && !statSync(dir).isDirectory()) {
    throw new StartupCheckError(`The data directory ${dir} is a file, not a folder: ${CHANGE_DATA_DIR}.`);
  }
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw new StartupCheckError(`The data directory ${dir} does not exist and cannot be created (${reasonOf(error)}): ${CHANGE_DATA_DIR}.`);
  }
  try {
    accessSync(dir, constants.W_OK);
  } catch {
    throw new StartupCheckError(`The data directory ${dir} is read-only: make it writable, or ${CHANGE_DATA_DIR}.`);
  }
  if (!existsSync(databaseFile)) return;
  if (!statSync(databaseFile).isFile()) {
    throw new StartupCheckError(`The database ${databaseFile} is not a file: move it away, or ${CHANGE_DATA_DIR}.`);
  }
  try {
    accessSync(databaseFile, constants.R_OK | constants.W_OK);
  } catch {
    throw new StartupCheckError(`The database ${databaseFile} is read-only: make it writable, or ${CHANGE_DATA_DIR}.`);
  }
}

/**
 * SQLite's quick check of an existing database file (every page and record readable, CHECK constraints such as
 * json_valid(body) met; not the index-against-table comparison of the full integrity check). It runs before
 * migrations write anything. A missing file passes, as the server then creates it.
 */
export function checkDatabaseFile(databaseFile: string): void {
  if (!existsSync(databaseFile)) return;
  const damaged = (detail: string) =>
    new StartupCheckError(
      `The database ${databaseFile} is damaged (${detail}): restore it from a backup, or move it away or set DATA_DIR to another folder to start afresh.`,
    );
  let db: Database.Database | undefined;
  try {
    db = new Database(databaseFile, { fileMustExist: true });
    const rows = db.pragma('quick_check(1)') as { quick_check: string }[];
    const result = rows[0]?.quick_check ?? 'no answer';
    if (result !== 'ok') throw damaged(oneLine(result));
  } catch (error) {
    if (error instanceof StartupCheckError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'SQLITE_NOTADB') {
      throw new StartupCheckError(
        `The file ${databaseFile} is not a SQLite database: move it away, or set DATA_DIR to another folder.`,
      );
    }
    throw damaged(oneLine(error instanceof Error ? error.message : String(error)));
  } finally {
    db?.close();
  }
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 200);

/**
 * Runs a start-up step. Whatever it throws is printed as one line, never a stack trace, and the process exits
 * with code 1: a StartupCheckError as it is, a database error with what to change.
 */
export function exitOnStartupError<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    const message = error instanceof Error ? oneLine(error.message) : String(error);
    const fromSqlite = String((error as { code?: unknown }).code ?? '').startsWith('SQLITE_');
    console.error(
      error instanceof StartupCheckError
        ? error.message
        : fromSqlite
          ? `The database could not be opened (${message}): restore it from a backup, or set DATA_DIR to another folder.`
          : `The server could not start: ${message}`,
    );
    process.exit(1);
  }
}
