// 001 §3.7: the accessions the markers form offers for 'polymorphic between', by their short names.
import { optionsOf } from './optionList';

export const markerEcotypes = optionsOf(['Ws', 'Nd', 'No', 'Rld', 'Ler', 'Col', 'C24', 'Cvi', 'En', 'Be']);
