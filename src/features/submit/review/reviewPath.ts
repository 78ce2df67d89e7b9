/** Where curators review gene class symbol submissions (the profile's curator tools link here). */
export const REVIEW_PATH = '/curator/gene_class_symbols';
