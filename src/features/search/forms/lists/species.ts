// Species of the germplasm form (001 §3.7 names the list, not its contents; 001 §9: the default is Arabidopsis
// thaliana): A. thaliana and the related Brassicaceae that stock centres also hold seed of — the other Arabidopsis
// species and close relatives used in comparative work. Scientific names, matched exactly by the search.
import { optionsOf } from './optionList';

export const DEFAULT_SPECIES = 'Arabidopsis thaliana';

export const species = optionsOf([
  DEFAULT_SPECIES,
  'Arabidopsis arenosa',
  'Arabidopsis halleri',
  'Arabidopsis lyrata',
  'Arabidopsis suecica',
  'Boechera stricta',
  'Capsella rubella',
  'Cardamine hirsuta',
  'Eutrema salsugineum',
]);
