// The PatMatch form started from its address: a results page links back to the form with the search's posted fields
// (001 §3.5 names: seq_class, current_db, pat, strand, maxhits, mismatch, min_seq_hits, max_seq_hits, and
// insertion/deletion/substitution as on/off), and the form starts from them. A value the form cannot show is ignored.
import { databasesOf } from './patmatchDatabases';
import { defaultPatmatchValues, MAX_HITS_CHOICES, MISMATCH_CHOICES, MISMATCH_KINDS, STRANDS, type Mismatch, type PatmatchValues } from './patmatchForm';

export function patmatchValuesFromAddress(params: URLSearchParams): PatmatchValues {
  const values = defaultPatmatchValues();
  const sequenceClass = params.get('seq_class');
  if (sequenceClass === 'nucleotide' || sequenceClass === 'peptide') values.sequenceClass = sequenceClass;
  const database = params.get('current_db');
  values.database = databasesOf(values.sequenceClass).some((candidate) => candidate.id === database) ? database! : databasesOf(values.sequenceClass)[0]!.id;
  values.pattern = params.get('pat') ?? '';
  values.strand = STRANDS.find((strand) => strand.value === params.get('strand'))?.value ?? values.strand;
  values.maxHits = MAX_HITS_CHOICES.find((choice) => String(choice) === params.get('maxhits')) ?? values.maxHits;
  const mismatch = MISMATCH_CHOICES.find((choice) => String(choice) === params.get('mismatch'));
  if (mismatch !== undefined) values.mismatch = mismatch as Mismatch;
  // 001 §4: kinds go with a mismatch above 0; an address ticking none with one gets all three, as the form does.
  if (values.mismatch > 0) {
    const kinds = Object.fromEntries(MISMATCH_KINDS.map((kind) => [kind, params.get(kind) === 'on'])) as PatmatchValues['kinds'];
    values.kinds = MISMATCH_KINDS.some((kind) => kinds[kind]) ? kinds : { insertion: true, deletion: true, substitution: true };
  }
  values.minSeqHits = params.get('min_seq_hits') ?? values.minSeqHits;
  values.maxSeqHits = params.get('max_seq_hits') ?? values.maxSeqHits;
  return values;
}
