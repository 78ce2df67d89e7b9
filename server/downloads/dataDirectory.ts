// Where the server's file-backed data lives. Each directory is configurable by an environment variable (a path
// relative to the working directory, or absolute); by default it is the one shipped in the project's data/ folder,
// found from the server's location so that the server works from any working directory.
import path from 'node:path';
import { PROJECT_ROOT } from '../projectRoot';

/** The directory named by the environment variable, or data/{shippedPath} of the project. */
export function configuredDirectory(environmentVariable: string, shippedPath: string): string {
  const configured = process.env[environmentVariable]?.trim();
  return configured ? path.resolve(configured) : path.join(PROJECT_ROOT, 'data', shippedPath);
}
