// Gene class symbol records (002 §3 Gene symbol) for the roster loci. Real: the symbols, full names, loci and the
// kind of mutant phenotype. Demo data: the keys, descriptions' wording, status and attributions.
import type { GeneSymbolResponse } from '../../../schemas/geneSymbol';
import { rosterLoci } from '../../roster';
import type { DemoRecord } from '../../types';
import { organizationAttribution, personAttribution } from '../person/community';
import type { RosterLocusName } from '../publication/build';

interface SymbolFacts {
  key: number;
  locus: RosterLocusName;
  description: string;
  mutantPhenotypeClass: string | null;
}

const symbols: SymbolFacts[] = [
  { key: 6401001, locus: 'LHY', description: 'MYB-related transcription factor of the morning loop of the circadian clock.', mutantPhenotypeClass: 'circadian rhythm' },
  { key: 6401002, locus: 'CCA1', description: 'MYB-related transcription factor of the circadian clock, partly redundant with LHY.', mutantPhenotypeClass: 'circadian rhythm' },
  { key: 6401003, locus: 'LFY', description: 'Transcription factor that gives meristems floral identity.', mutantPhenotypeClass: 'flower development' },
  { key: 6401004, locus: 'FT', description: 'Mobile floral inducer made in leaves in long days.', mutantPhenotypeClass: 'flowering time' },
  { key: 6401005, locus: 'FLC', description: 'MADS-box repressor of flowering, silenced by vernalization.', mutantPhenotypeClass: 'flowering time' },
  { key: 6401006, locus: 'AP1', description: 'MADS-box transcription factor of floral meristem and sepal and petal identity.', mutantPhenotypeClass: 'flower development' },
  { key: 6401007, locus: 'AP2', description: 'AP2-domain transcription factor of floral organ identity and seed development.', mutantPhenotypeClass: 'flower development' },
  { key: 6401008, locus: 'FCA', description: 'RNA-binding protein of the autonomous flowering pathway that lowers FLC expression.', mutantPhenotypeClass: 'flowering time' },
  { key: 6401009, locus: 'NAC001', description: 'NAC domain transcription factor.', mutantPhenotypeClass: null },
];

function geneSymbolRecord({ locus, description, mutantPhenotypeClass }: SymbolFacts): GeneSymbolResponse {
  const { key, name, symbol, fullName } = rosterLoci[locus];
  return {
    symbol: symbol ?? name,
    descriptiveSymbol: fullName,
    description,
    hasMutantPhenotype: mutantPhenotypeClass ? 'T' : 'F',
    mutantPhenotypeClass,
    status: 'approved',
    associatedLociCount: 'single_locus',
    associatedLocis: [{ locusName: name, locusId: key, fullName }],
    attributions:
      locus === 'NAC001'
        ? [organizationAttribution('TAIR', 'registered by', '2006-04-11')]
        : [personAttribution('CURATOR_ANNOTATIONS', 'registered by', '2006-04-11')],
  };
}

export const geneSymbolRecords: DemoRecord<GeneSymbolResponse>[] = symbols.map((facts) => {
  const record = geneSymbolRecord(facts);
  return { key: facts.key, name: record.symbol, record };
});
