// Nucleotide sequence records: the mRNA and cDNA sequences the NAC001 and LHY fixtures and the roster's clones
// list, and the sequences of some transposons. Accessions are the fixtures'; the NAC001 mRNA and CDS lengths are
// those of the real transcript (TAIR10 exons and CDS of AT1G01010.1); the bases themselves, the other lengths and
// the keys are demo data.
import type { SequenceResponse } from '../../../schemas/sequence';
import { rosterPublications, rosterSequences } from '../../roster';
import type { DemoRecord } from '../../types';
import { geneLayout } from '../gene/layout';
import { LHY } from '../locus/chromosome1Facts';
import type { PublicationName } from '../locus/facts';
import { transposonFacts } from '../transposon';
import { demoNucleotides } from './nucleotides';

interface SequenceFacts {
  key: number;
  name: string;
  icAccession: string | null;
  type: string;
  length: number;
  dateLastModified: string;
  publications: readonly PublicationName[];
}

const genBank = (which: keyof typeof rosterSequences) => ({ key: rosterSequences[which].key, name: rosterSequences[which].accession, icAccession: rosterSequences[which].accession });

const transcriptSequences: SequenceFacts[] = [
  { ...genBank('NAC001_MRNA'), type: 'mRNA', length: 1688, dateLastModified: '2022-03-28', publications: ['CHR1_2000'] },
  { ...genBank('NAC001_RAFL_CDNA'), type: 'full length cDNA', length: 1579, dateLastModified: '2003-01-14', publications: [] },
  { ...genBank('NAC001_U09_CDS'), type: 'full length CDS', length: 1290, dateLastModified: '2004-08-02', publications: [] },
  {
    ...genBank('LHY_MRNA'),
    type: 'mRNA',
    length: geneLayout(LHY, 1).transcriptLength,
    dateLastModified: '2022-03-28',
    publications: ['LHY_1998'],
  },
];

const transposonSequences: SequenceFacts[] = transposonFacts.flatMap((element) =>
  element.sequenceKey === undefined
    ? []
    : [{ key: element.sequenceKey, name: element.name, icAccession: null, type: 'transposable element', length: element.end - element.start + 1, dateLastModified: '2021-06-15', publications: [] }],
);

export const sequenceRecords: DemoRecord<SequenceResponse>[] = [...transcriptSequences, ...transposonSequences].map((facts) => ({
  key: facts.key,
  record: {
    name: facts.name,
    tairObjectId: facts.key,
    icAccession: facts.icAccession,
    length: facts.length,
    sequence: demoNucleotides(facts.length, facts.key),
    nucleotideSequenceType: facts.type,
    dateLastModified: facts.dateLastModified,
    publications: facts.publications.map((name) => {
      const publication = rosterPublications[name];
      return { referenceId: publication.key, title: publication.title, authors: [...publication.authors], sourceName: publication.journal, publicationYear: publication.year };
    }),
  },
}));
