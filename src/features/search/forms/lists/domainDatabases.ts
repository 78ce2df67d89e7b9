// 001 §3.7: the 25 protein domain databases of the protein form's domain rows — InterPro and its member databases
// and the sequence-feature predictors InterProScan runs (names as InterPro spells them). The values are the ones the
// search API takes (`db_name`, server/search/categories/protein.ts DOMAIN_DATABASES).
import type { FormOption } from '../formConfig';

export const domainDatabases: FormOption[] = [
  ['interpro', 'InterPro'],
  ['pfam', 'Pfam'],
  ['smart', 'SMART'],
  ['panther', 'PANTHER'],
  ['prosite_profiles', 'PROSITE profiles'],
  ['prosite_patterns', 'PROSITE patterns'],
  ['prints', 'PRINTS'],
  ['prodom', 'ProDom'],
  ['tigrfam', 'TIGRFAMs'],
  ['pirsf', 'PIRSF'],
  ['superfamily', 'SUPERFAMILY'],
  ['gene3d', 'CATH-Gene3D'],
  ['hamap', 'HAMAP'],
  ['sfld', 'SFLD'],
  ['cdd', 'CDD'],
  ['ncbifam', 'NCBIfam'],
  ['pirsr', 'PIRSR'],
  ['antifam', 'AntiFam'],
  ['funfam', 'FunFam'],
  ['coils', 'Coils'],
  ['mobidb_lite', 'MobiDB-lite'],
  ['phobius', 'Phobius'],
  ['signalp', 'SignalP'],
  ['tmhmm', 'TMHMM'],
  ['blastprodom', 'BlastProDom'],
].map(([value, label]) => ({ value: value!, label: label! }));
