// Every record type the portal serves; routes and pages come from these configs.
import gene from './gene';
import locus from './locus';
import protein from './protein';

export const recordTypes = [locus, gene, protein];
