// 001 §3.7: the 29 protocol keywords. The portal files its protocols under ontology terms (the keyword records of
// GO and the Plant Ontology, 002 §3 Protocol), so the choices are real GO and PO term names, spelt as the ontologies
// spell them: the plant parts and stages bench protocols are written for, and the processes, functions and places
// in the cell they study. The ids beside the names are the terms' real GO/PO ids. The search matches these names
// against the names of the keywords a protocol lists (server/search/categories/protocol.ts).
import type { FormOption } from '../formConfig';

const terms: readonly (readonly [name: string, id: string])[] = [
  // Plant Ontology: plant structures and growth stages.
  ['flower', 'PO:0009046'],
  ['flowering stage', 'PO:0007616'],
  ['fruit', 'PO:0009001'],
  ['inflorescence', 'PO:0009049'],
  ['plant embryo', 'PO:0009009'],
  ['pollen', 'PO:0025281'],
  ['root', 'PO:0009005'],
  ['seed', 'PO:0009010'],
  ['seedling', 'PO:0008037'],
  ['shoot apical meristem', 'PO:0020148'],
  ['stem', 'PO:0009047'],
  ['vascular leaf', 'PO:0009025'],
  // Gene Ontology: biological processes.
  ['circadian rhythm', 'GO:0007623'],
  ['embryo development ending in seed dormancy', 'GO:0009793'],
  ['flower development', 'GO:0009908'],
  ['photosynthesis', 'GO:0015979'],
  ['pollen tube growth', 'GO:0009860'],
  ['response to auxin', 'GO:0009733'],
  ['response to cold', 'GO:0009409'],
  ['response to salt stress', 'GO:0009651'],
  ['root development', 'GO:0048364'],
  ['seed germination', 'GO:0009845'],
  // Gene Ontology: molecular functions.
  ['DNA binding', 'GO:0003677'],
  ['DNA-binding transcription factor activity', 'GO:0003700'],
  ['protein binding', 'GO:0005515'],
  // Gene Ontology: cellular components.
  ['cell wall', 'GO:0005618'],
  ['chloroplast', 'GO:0009507'],
  ['nucleus', 'GO:0005634'],
  ['plasma membrane', 'GO:0005886'],
];

export const protocolKeywords: FormOption[] = terms.map(([name]) => ({ value: name, label: name }));

/** The ontology id of each keyword, for readers of this list and its test. */
export const protocolKeywordIds: ReadonlyMap<string, string> = new Map(terms);
