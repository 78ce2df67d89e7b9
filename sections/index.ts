// Every record type the portal serves: each config in sections/ (the registry, sections/shared/registry.ts), in the
// order of their file names. For whole-page stories and tests; the app loads each config on its page's first visit
// (sections/pages.ts).
import type { RecordTypeConfigData } from '../src/engine/config/format';

const configs = import.meta.glob<RecordTypeConfigData>(['./*.ts', '!./index.ts', '!./pages.ts'], { import: 'default', eager: true });

export const recordTypes: RecordTypeConfigData[] = Object.values(configs);
