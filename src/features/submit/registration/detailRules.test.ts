import { describe, expect, it } from 'vitest';
import { addOnce, buildSubmission, detailFormErrors, needsPhenotypeClass, submitterFromSession, type DetailFormValues } from './detailRules';

const filled: DetailFormValues = {
  geneClassSymbol: 'ZAP',
  symbolType: 'mutant',
  fullName: ' ZIGZAG PETAL ',
  phenotypeClass: 'flower development',
  additionalDetails: 'Petals fold in a zigzag.',
  numberOfAssociatedLoci: '1',
  commentText: '  Allele zap-1 in Col-0. ',
  loci: [{ id: '2200935', name: 'AT1G01010', symbol: 'NAC001', description: 'NAC domain protein' }],
  publications: [{ id: '501741063', title: 'Petal shape in Arabidopsis', year: '2019', authors: 'Smith J' }],
  submitter: { firstName: 'Daniel', lastName: 'Okafor', email: 'd.okafor@example.org', institution: 'Carnegie Institution for Science' },
};

const empty: DetailFormValues = {
  ...filled,
  geneClassSymbol: '',
  fullName: '',
  phenotypeClass: '',
  additionalDetails: '',
  numberOfAssociatedLoci: '',
  commentText: '',
  loci: [],
  publications: [],
};

describe('symbol detail form rules (001 §3.6, §5)', () => {
  it('finds nothing wrong with a filled mutant-type form', () => {
    expect(detailFormErrors(filled)).toEqual({});
  });

  it('requires the symbol, the full name, the number of associated loci and, for the mutant type, the phenotype class', () => {
    expect(detailFormErrors(empty)).toEqual({
      geneClassSymbol: 'Gene class symbol is required.',
      fullName: 'Full name is required.',
      phenotypeClass: 'Phenotype class is required.',
      numberOfAssociatedLoci: 'Number of associated loci is required.',
    });
  });

  it('does not ask a gene product symbol for a phenotype class', () => {
    expect(needsPhenotypeClass('gene_product')).toBe(false);
    expect(detailFormErrors({ ...filled, symbolType: 'gene_product', phenotypeClass: '' })).toEqual({});
  });

  it('checks the symbol and its type as the symbol form does', () => {
    expect(detailFormErrors({ ...filled, geneClassSymbol: 'AT5' }).geneClassSymbol).toBe(
      'Invalid symbol: Must be 2-5 uppercase letters and cannot start with "AT".',
    );
    expect(detailFormErrors({ ...filled, symbolType: '' }).symbolType).toBe('Symbol type cannot be empty.');
  });

  it('builds the submission with trimmed text, the loci count as a number and the picks in the comments', () => {
    expect(buildSubmission(filled, '1501415858')).toEqual({
      geneClassSymbol: 'ZAP',
      symbolType: 'mutant',
      fullName: 'ZIGZAG PETAL',
      phenotypeClass: 'flower development',
      additionalDetails: 'Petals fold in a zigzag.',
      numberOfAssociatedLoci: 1,
      comments: {
        text: 'Allele zap-1 in Col-0.',
        loci: [{ id: '2200935', name: 'AT1G01010' }],
        publications: [{ id: '501741063', title: 'Petal shape in Arabidopsis' }],
      },
      submitterInfo: { firstName: 'Daniel', lastName: 'Okafor', email: 'd.okafor@example.org', institution: 'Carnegie Institution for Science' },
      communityId: '1501415858',
    });
  });

  it('leaves the phenotype class out of a gene product submission', () => {
    const submission = buildSubmission({ ...filled, symbolType: 'gene_product', numberOfAssociatedLoci: '3' }, '1');
    expect(submission).not.toHaveProperty('phenotypeClass');
    expect(submission.numberOfAssociatedLoci).toBe(3);
  });

  it('refuses to build from values that did not pass the checks', () => {
    expect(() => buildSubmission({ ...filled, numberOfAssociatedLoci: '' }, '1')).toThrow(/detailFormErrors/);
  });

  it('keeps a picked locus or publication once', () => {
    const locus = filled.loci[0]!;
    expect(addOnce([locus], { ...locus })).toHaveLength(1);
    expect(addOnce([locus], { ...locus, id: '2' })).toHaveLength(2);
  });
});

describe('submitter prefill', () => {
  it('takes the name, e-mail and institution of the session', () => {
    const session = { firstName: 'Maria', lastName: 'Lindqvist', email: 'm@example.org', institution: 'ABRC', username: 'curator' };
    expect(submitterFromSession(session)).toEqual({ firstName: 'Maria', lastName: 'Lindqvist', email: 'm@example.org', institution: 'ABRC' });
  });
});
