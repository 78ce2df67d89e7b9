import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lhyLocus, nac001Locus } from '../../../mocks/fixtures/locus';
import cloneConfig from '../../../sections/clone';
import locusConfig from '../../../sections/locus';
import type { RecordTypeConfigData } from '../config/format';
import { RecordSummary } from './RecordSummary';
import * as stories from './RecordSummary.stories';

const { FullLocus, ReverseStrandLocus, Obsolete, SparseLocus, Gene, Protein } = composeStories(stories);

/** The value shown beside a label in the band. */
const valueOf = (label: string) => {
  const term = within(screen.getByRole('region', { name: /at a glance/ })).getByText(label, { selector: 'dt' });
  const value = term.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`No value beside "${label}"`);
  return value;
};

const labels = () => within(screen.getByRole('region', { name: /at a glance/ })).queryAllByRole('term').map((term) => term.textContent);

describe('RecordSummary', () => {
  it("names the locus by its primary symbol and full name, and lists its other symbols apart", () => {
    render(<FullLocus />);
    expect(valueOf('Primary Symbol')).toHaveTextContent(/^NAC001$/);
    expect(valueOf('Full Name')).toHaveTextContent(/^NAC domain containing protein 1$/);
    expect(valueOf('Other Symbols')).toHaveTextContent(/^ANAC001, NTL10$/);
    expect(valueOf('Description')).toHaveTextContent('NAC domain containing protein 1');
  });

  it('says where the locus lies, on which strand, and how long it is', () => {
    render(<FullLocus />);
    expect(valueOf('Location')).toHaveTextContent('Chr1:3,631–5,899 (forward strand, 2,269 bp)');
  });

  it('reads a reverse-strand locus from its genome assembly assignment', () => {
    render(<ReverseStrandLocus />);
    expect(valueOf('Location')).toHaveTextContent('Chr1:33,379–37,871 (reverse strand, 4,493 bp)');
  });

  it('counts the gene models and links each to its gene page', () => {
    render(<ReverseStrandLocus />);
    const models = valueOf('Gene Models');
    expect(models).toHaveTextContent(/^4 gene models: AT1G01060\.1, AT1G01060\.2, AT1G01060\.3, AT1G01060\.4$/);
    expect(within(models).getByRole('link', { name: 'AT1G01060.3' })).toHaveAttribute('href', '/gene?key=6530298803');
    expect(valueOf('Gene Model Type')).toHaveTextContent('protein_coding');
  });

  it('gives the AGI code and the TAIR accession', () => {
    render(<FullLocus />);
    expect(valueOf('AGI Code')).toHaveTextContent(/^AT1G01010$/);
    expect(valueOf('TAIR Accession')).toHaveTextContent(/^Locus:2200935$/);
  });

  it('says first that an obsolete locus is obsolete, and links the locus it was merged into', () => {
    render(<Obsolete />);
    expect(labels()[0]).toBe('Status');
    expect(valueOf('Status')).toHaveTextContent('Obsolete (no longer in use)');
    expect(within(valueOf('Merged Into')).getByRole('link', { name: 'AT1G01010' })).toHaveAttribute('href', '/locus?key=2200935');
  });

  it('says nothing of the obsolete state for a locus in use', () => {
    render(<FullLocus />);
    expect(labels()).not.toContain('Status');
    expect(labels()).not.toContain('Merged Into');
  });

  it('leaves out what a sparse record does not have, with no empty texts', () => {
    render(<SparseLocus />);
    expect(labels()).toEqual(['AGI Code', 'TAIR Accession']);
    expect(screen.queryByText(/available/i)).toBeNull();
  });

  it("links a gene model's locus and protein, and reads its strand from its features", () => {
    render(<Gene />);
    expect(screen.getByRole('region', { name: 'Gene model at a glance' })).toBeInTheDocument();
    expect(valueOf('Primary Symbol')).toHaveTextContent(/^NAC001$/);
    expect(valueOf('Full Name')).toHaveTextContent(/^NAC domain containing protein 1$/);
    expect(valueOf('Other Symbols')).toHaveTextContent(/^ANAC001, NTL10$/);
    expect(valueOf('Location')).toHaveTextContent('Chr1:3,631–5,899 (forward strand, 2,269 bp)');
    expect(within(valueOf('Locus')).getByRole('link', { name: 'AT1G01010' })).toHaveAttribute('href', '/locus?key=2200935');
    expect(within(valueOf('Protein')).getByRole('link', { name: 'AT1G01010.1' })).toHaveAttribute('href', '/protein?key=1009117474');
  });

  it("gives a protein's gene model and locus as links, its size with units and its domains counted", () => {
    render(<Protein />);
    expect(within(valueOf('Gene Model')).getByRole('link', { name: 'AT1G01010.1' })).toHaveAttribute('href', '/gene?key=6530298709');
    expect(within(valueOf('Locus')).getByRole('link', { name: 'AT1G01010' })).toHaveAttribute('href', '/locus?key=2200935');
    expect(valueOf('Length')).toHaveTextContent(/^429 aa$/);
    expect(valueOf('Molecular Weight')).toHaveTextContent(/^49,426\.8 Da$/);
    expect(valueOf('Domains')).toHaveTextContent(/^2 domains: NAC domain, NAC domain superfamily$/);
    expect(within(valueOf('UniProt')).getByRole('link', { name: /^Q0WV96/ })).toHaveAttribute('target', '_blank');
  });

  it('lists at most as many elements as the item allows, then says how many more', () => {
    const config: RecordTypeConfigData = {
      ...locusConfig,
      summary: { label: 'Locus at a glance', items: [{ kind: 'value', label: 'Gene Models', derive: 'locusTranscripts', text: '{name}', limit: 2 }] },
    };
    render(<RecordSummary config={config} record={lhyLocus} />);
    expect(valueOf('Gene Models')).toHaveTextContent(/^AT1G01060\.1, AT1G01060\.2 and 2 more$/);
  });

  it('leaves out an item that cannot be read and shows the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config: RecordTypeConfigData = {
      ...locusConfig,
      summary: {
        label: 'Locus at a glance',
        items: [
          // Progeny lines load with the germplasm page only: on a locus page this derivation is not there.
          { kind: 'value', label: 'Progeny', derive: 'germplasmProgenyLines' },
          { kind: 'value', label: 'AGI Code', path: 'name' },
        ],
      },
    };
    render(<RecordSummary config={config} record={nac001Locus} />);
    expect(labels()).toEqual(['AGI Code']);
    warn.mockRestore();
  });

  it('draws no band for a record type without summary items', () => {
    const { container } = render(<RecordSummary config={cloneConfig} record={{ name: 'F1B10' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
