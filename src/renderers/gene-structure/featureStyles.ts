import type { GeneFeatureKind } from './geneFeatures';

// Fills with at least 3:1 contrast against white (WCAG 1.4.11, graphical objects).
export const featureColors: Record<GeneFeatureKind, string> = {
  exon: '#5b8f61',
  cds: '#1b5e20',
  fivePrimeUtr: '#0d47a1',
  threePrimeUtr: '#6a1b9a',
  intron: '#555555',
};

/** Exons and coding parts are drawn tall, UTRs short (the usual gene-model picture). */
export const TALL_BOX = 24;
export const SHORT_BOX = 12;
