// The SCOP structural class (001 §3.7 protein class types a–h) of the demo proteins. Demo data: the class is derived
// from the protein's InterPro entries by the fold each entry's domain takes, not taken from SCOP's own
// classification of these Arabidopsis proteins (which classifies few of them).
import type { ProteinResponse } from '../../../schemas/protein';
import type { DemoRecord } from '../../types';

/** a all-α, b all-β, c α/β, d α+β, e multi-domain, f membrane, g small, h coiled coil. */
export type StructuralClass = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h';

/** The class of the fold of each InterPro entry the demo proteins hit. */
const CLASS_BY_ENTRY: Readonly<Record<string, StructuralClass>> = {
  IPR002885: 'a', // Pentatricopeptide repeat: stacked helix pairs
  IPR011990: 'a', // Tetratricopeptide-like helical domain superfamily
  IPR001810: 'a', // F-box domain
  IPR036047: 'a', // F-box-like domain superfamily
  IPR001005: 'a', // SANT/Myb domain: helix-turn-helix
  IPR017930: 'a', // Myb domain
  IPR002910: 'a', // Floricaula/leafy protein: helix-turn-helix DNA binding
  IPR000999: 'a', // Ribonuclease III domain
  IPR003441: 'b', // NAC domain: a twisted β-sheet
  IPR036093: 'b', // NAC domain superfamily
  IPR003340: 'b', // B3 DNA binding domain: pseudo-barrel
  IPR003100: 'b', // PAZ domain
  IPR008914: 'b', // PEBP
  IPR001202: 'b', // WW domain
  IPR006527: 'b', // F-box associated domain, type 1
  IPR002100: 'd', // MADS-box
  IPR001471: 'd', // AP2/ERF domain: a three-stranded sheet and a helix
  IPR000504: 'd', // RNA recognition motif: ferredoxin-like
  IPR014720: 'd', // Double-stranded RNA-binding domain
  IPR007290: 'f', // Arv1: transmembrane
  IPR000727: 'h', // Target SNARE coiled-coil homology domain
  IPR002487: 'h', // K-box: coiled coil
};

/** The protein's class: its domains' one class, 'e' (multi-domain) when they differ, none without known domains. */
export function structuralClassOf(protein: ProteinResponse): StructuralClass | null {
  const classes = new Set<StructuralClass>();
  for (const domain of protein.domains ?? []) {
    const found = CLASS_BY_ENTRY[domain.domainDetails?.interproAccession ?? ''];
    if (found) classes.add(found);
  }
  if (classes.size === 0) return null;
  return classes.size === 1 ? [...classes][0]! : 'e';
}

/** The record with its structural class, when its domains give one. */
export function withStructuralClass(record: DemoRecord<ProteinResponse>): DemoRecord<ProteinResponse> {
  const structuralClass = structuralClassOf(record.record);
  return structuralClass ? { ...record, record: { ...record.record, structuralClass } } : record;
}
