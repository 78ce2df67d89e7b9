import { describe, expect, it } from 'vitest';
import { reviewSubmissions } from '../../../../mocks/submit/reviewHandlers';
import { changesOf, dayOf, decisionMessage, editErrors, editValuesOf, submitterName } from './reviewRules';

const [pending] = reviewSubmissions();

describe('a curator’s edit of a submission', () => {
  it('starts from the submission’s values and finds nothing wrong with them', () => {
    const values = editValuesOf(pending!);
    expect(values).toEqual({
      geneClassSymbol: 'ZAP',
      symbolType: 'mutant',
      fullName: 'ZIGZAG PETAL',
      phenotypeClass: 'flower development',
      additionalDetails: 'Petals fold in a zigzag.',
      numberOfAssociatedLoci: '1',
    });
    expect(editErrors(values)).toEqual({});
  });

  it('applies the registration rules: the symbol rule, required full name, phenotype class for the mutant type', () => {
    const values = editValuesOf(pending!);
    expect(editErrors({ ...values, geneClassSymbol: 'ATZ' })).toEqual({ geneClassSymbol: 'Invalid symbol: Must be 2-5 uppercase letters and cannot start with "AT".' });
    expect(editErrors({ ...values, fullName: ' ' })).toEqual({ fullName: 'Full name is required.' });
    expect(editErrors({ ...values, phenotypeClass: '' })).toEqual({ phenotypeClass: 'Phenotype class is required for a mutant symbol.' });
    expect(editErrors({ ...values, symbolType: 'gene_product', phenotypeClass: '' })).toEqual({});
    expect(editErrors({ ...values, symbolType: '' })).toEqual({ symbolType: 'Symbol type cannot be empty.' });
  });

  it('sends only what changed: the symbol upper-cased, text trimmed, emptied text as null', () => {
    const values = editValuesOf(pending!);
    expect(changesOf(pending!, values)).toEqual({});
    expect(changesOf(pending!, { ...values, geneClassSymbol: 'zapp', fullName: ' ZIGZAG PETALS ', additionalDetails: '' })).toEqual({
      geneClassSymbol: 'ZAPP',
      fullName: 'ZIGZAG PETALS',
      additionalDetails: null,
    });
  });

  it('drops the phenotype class when the type becomes gene product', () => {
    expect(changesOf(pending!, { ...editValuesOf(pending!), symbolType: 'gene_product', numberOfAssociatedLoci: '2' })).toEqual({
      symbolType: 'gene_product',
      phenotypeClass: null,
      numberOfAssociatedLoci: 2,
    });
  });
});

describe('how a submission is described', () => {
  it('names the submitter, else their e-mail address, else their community id', () => {
    expect(submitterName(pending!)).toBe('Daniel Okafor');
    expect(submitterName({ ...pending!, submitterInfo: { firstName: null, lastName: null, email: 'x@example.org', institution: null } })).toBe('x@example.org');
    expect(submitterName({ ...pending!, submitterInfo: { firstName: null, lastName: null, email: null, institution: null } })).toBe('community id 1501415858');
  });

  it('shows the day in UTC and says what a decision did', () => {
    expect(dayOf('2026-03-02T23:59:00.000Z')).toBe('Mar 2, 2026');
    expect(decisionMessage({ ...pending!, status: 'approved' })).toBe('ZAP is approved and now listed among the gene class symbols.');
    expect(decisionMessage({ ...pending!, status: 'rejected' })).toBe('ZAP is rejected.');
  });
});
