// Where the BLAST+ programs are: BLAST_BIN_DIR when set (a BLAST+ outside PATH, or none at all in a test), else
// the first directory of PATH that holds blastn. Found again on every search, so installing BLAST+ while the
// server runs is enough; a missing BLAST+ gives a page naming the command that installs it.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

export const BLAST_INSTALL_COMMAND = 'sudo apt-get install ncbi-blast+';

export interface BlastInstallation {
  /** The absolute path of a BLAST+ program (blastn, makeblastdb, …). */
  program: (name: string) => string;
}

const executable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The BLAST+ installation, or null when `blastn` is in neither `binDir` (if given) nor PATH. */
export function findBlast(binDir: string | undefined, searchPath = process.env.PATH ?? ''): BlastInstallation | null {
  const directories = binDir ? [binDir] : searchPath.split(path.delimiter).filter(Boolean);
  const directory = directories.find((candidate) => executable(path.join(candidate, 'blastn')) && executable(path.join(candidate, 'makeblastdb')));
  return directory ? { program: (name) => path.join(path.resolve(directory), name) } : null;
}
