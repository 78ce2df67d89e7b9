// Where the full-scale dataset lives: SCALE_DB, or .data/scale.sqlite under the working directory.
import path from 'node:path';

export const scaleDatabaseFile = () => path.resolve(process.env.SCALE_DB ?? path.join('.data', 'scale.sqlite'));
