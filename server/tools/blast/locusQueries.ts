// The 'locus' query option (textbox=locus): QueryText holds AGI locus or gene model ids, and the query is each
// one's sequence of the kind the search needs — the chosen dataset's own kind when the program reads the same
// molecule as it searches, else the coding sequence (blastx) or the protein (tblastn) of the same annotation.
import type { GeneActionStore } from '../../search/actions/store';
import { sequenceEntries } from '../../sequences/service';
import { sequenceSource, type SequenceSourceId } from '../../../contracts/sequences/sources';
import { BlastInputError } from './blastRequest';
import { GENOME_DATASET_ID, type BlastDataset, type BlastProgram } from './datasets';
import { MAX_QUERY_SEQUENCES, type QuerySequence } from './querySequences';

const AGI_ID = /^AT[1-5CM]G\d{5}(\.\d+)?$/i;

/** The sequence source a locus query is cut from, for this program and dataset. */
export function locusQuerySource(program: BlastProgram, dataset: BlastDataset): SequenceSourceId {
  const tair10 = dataset.id.startsWith('tair10_');
  if (program === 'blastx') return tair10 ? 'tair10_coding' : 'araport11_coding';
  if (program === 'tblastn') return tair10 ? 'tair10_protein' : 'araport11_protein';
  return dataset.id === GENOME_DATASET_ID ? 'araport11_genomic_locus' : (dataset.id as SequenceSourceId);
}

export async function locusQueries(store: GeneActionStore, text: string, program: BlastProgram, dataset: BlastDataset): Promise<QuerySequence[]> {
  const ids = [...new Set(text.split(/[\s,;]+/).map((id) => id.trim().toUpperCase()).filter(Boolean))];
  if (ids.length === 0) throw new BlastInputError('QueryText', 'Enter one or more AGI locus or gene ids (such as AT1G01010 or AT1G01010.1): the query is empty.');
  if (ids.length > MAX_QUERY_SEQUENCES) throw new BlastInputError('QueryText', `The query names ${ids.length} ids; at most ${MAX_QUERY_SEQUENCES} can be searched at once.`);
  const notIds = ids.filter((id) => !AGI_ID.test(id));
  if (notIds.length > 0) {
    throw new BlastInputError('QueryText', `${notIds.slice(0, 5).map((id) => `"${id}"`).join(', ')} ${notIds.length === 1 ? 'is not an AGI locus or gene id' : 'are not AGI locus or gene ids'} (such as AT1G01010 or AT1G01010.1).`);
  }
  const source = locusQuerySource(program, dataset);
  const queries: QuerySequence[] = [];
  const missing: string[] = [];
  for (const id of ids) {
    const kind = id.includes('.') ? 'gene' : 'locus';
    const entries = await sequenceEntries(store, { ids: { kind, values: [id] }, source, format: kind === 'gene' ? 'query_match' : 'one_per_locus' });
    if (entries.length === 0) missing.push(id);
    for (const entry of entries) queries.push({ title: `${entry.id} ${entry.label}`.trim(), sequence: entry.sequence });
  }
  if (missing.length > 0) {
    throw new BlastInputError('QueryText', `${sequenceSource(source).label} have no sequence for ${missing.join(', ')}.`);
  }
  return queries;
}
