// Germplasm rows for the locus and gene pages. 002 §3 gives the list in three spellings (locus, the
// locus/gene-page variant, gene); one row shape serves all, so both pages use the same columns.
import { idOf, objects, optionalText, prop, shortCitation, strings, text, type Id } from './read';

export interface GermplasmPolymorphism {
  name: string;
  polymorphismId: Id | undefined;
}

export interface PhenotypeReference {
  label: string;
  referenceId: Id;
}

export interface GermplasmRow {
  name: string | undefined;
  tairObjectId: Id | undefined;
  /** The line's background accession (e.g. Col-0). */
  background: string | undefined;
  polymorphisms: GermplasmPolymorphism[];
  stockNames: string[];
  phenotypes: string | undefined;
  phenotypeReferences: PhenotypeReference[];
  imageCount: number | undefined;
}

type Germplasm = Record<string, unknown>;

function polymorphisms(germplasm: Germplasm): GermplasmPolymorphism[] {
  const listed = [
    ...objects(germplasm.polymorphisms).map((item) => ({
      name: text(item.name) || text(item.polyOriginalName) || text(item.originalName),
      polymorphismId: idOf(item.polymorphismId),
    })),
    ...objects(germplasm.polymorphismList).map((item) => ({ name: text(item.originalName), polymorphismId: idOf(item.polyId) })),
  ];
  return listed.filter((item) => item.name !== '');
}

const phenotypeText = (phenotype: unknown) => text(phenotype) || text(prop(phenotype, 'phenotype'));

/** Phenotype sentences and the publications that describe them, from whichever list the server sent. */
function phenotypes(germplasm: Germplasm): { sentences: string[]; references: PhenotypeReference[] } {
  const sentences: string[] = [];
  const references: PhenotypeReference[] = [];
  const cite = (label: string, referenceId: Id | undefined) => {
    if (referenceId !== undefined && !references.some((reference) => reference.referenceId === referenceId)) {
      references.push({ label: label || `Publication ${referenceId}`, referenceId });
    }
  };
  for (const group of objects(germplasm.phenotypeGroups)) {
    const groupPhenotypes = Array.isArray(group.phenotypes) ? group.phenotypes : [];
    sentences.push(...groupPhenotypes.map(phenotypeText).filter(Boolean));
    cite(text(group.label), idOf(group.referenceId));
  }
  for (const entry of objects(germplasm.phenotypeList)) {
    sentences.push(text(entry.phenotypetype));
    cite(shortCitation(entry.authors, entry.publication_year), idOf(entry.referenceId));
  }
  for (const entry of Array.isArray(germplasm.phenotypes) ? germplasm.phenotypes : []) {
    sentences.push(phenotypeText(entry));
    cite(text(prop(entry, 'label')), idOf(prop(entry, 'referenceId')));
  }
  return { sentences: [...new Set(sentences.filter(Boolean))], references };
}

function germplasmRow(germplasm: Germplasm): GermplasmRow {
  const { sentences, references } = phenotypes(germplasm);
  const imageCount = objects(germplasm.images).length;
  return {
    name: optionalText(germplasm.name) ?? (strings(germplasm.names).join(', ') || undefined),
    tairObjectId: idOf(germplasm.tairObjectId),
    background: optionalText(germplasm.background) ?? optionalText(germplasm.speciesVariantAbbrevName),
    polymorphisms: polymorphisms(germplasm),
    stockNames: [...strings(germplasm.stockNames), ...objects(germplasm.stockList).map((stock) => text(stock.name)).filter(Boolean)],
    phenotypes: sentences.join('; ') || undefined,
    phenotypeReferences: references,
    imageCount: imageCount > 0 ? imageCount : undefined,
  };
}

export const locusGermplasms = (record: unknown): GermplasmRow[] => objects(prop(record, 'germplasms')).map(germplasmRow);
export const geneGermplasms = (record: unknown): GermplasmRow[] => objects(prop(record, 'germplasm')).map(germplasmRow);

export interface PolymorphismRow {
  polymorphismId: Id | undefined;
  name: string | undefined;
  type: string | undefined;
  alleleMode: string | undefined;
  geneFeatureSites: string | undefined;
  geneNames: string[];
}

/** The locus' polymorphisms with their gene feature sites and affected gene models gathered onto one row. */
export function locusPolymorphisms(record: unknown): PolymorphismRow[] {
  return objects(prop(record, 'polymorphisms')).map((polymorphism) => {
    const groups = objects(polymorphism.featureGeneGroups);
    return {
      polymorphismId: idOf(polymorphism.polymorphismId),
      name: optionalText(polymorphism.name),
      type: optionalText(polymorphism.type),
      alleleMode: optionalText(polymorphism.alleleMode),
      geneFeatureSites: [...new Set(groups.map((group) => text(group.geneFeatureSite)).filter(Boolean))].join(', ') || undefined,
      geneNames: [...new Set(groups.flatMap((group) => strings(group.geneNames)))],
    };
  });
}
