// Mutagens of the germplasm and polymorphism forms (001 §3.7 names the list, not its contents): the agents
// Arabidopsis mutant collections were made with — chemical mutagens (EMS, the common one; DEB, MNU, sodium azide),
// radiation (fast neutrons, gamma and X-rays, ion beams), insertional mutagens (T-DNA from the SALK, SAIL, GABI-Kat
// and Wisconsin collections; the Ds and En/Spm transposon lines) and spontaneous mutations. Spelt as the records
// spell them ('EMS', 'T-DNA', 'fast neutrons', 'Ds transposon'), since the search matches the mutagen exactly.
import { optionsOf } from './optionList';

export const mutagens = optionsOf([
  'EMS',
  'T-DNA',
  'Ds transposon',
  'En/Spm transposon',
  'fast neutrons',
  'gamma rays',
  'X-rays',
  'ion beam',
  'DEB',
  'MNU',
  'sodium azide',
  'spontaneous',
]);
