import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import cloneConfig from '../../../sections/clone';
import locusConfig from '../../../sections/locus';
import publicationConfig from '../../../sections/publication';
import { RecordNameLine } from './RecordNameLine';

describe('RecordNameLine', () => {
  it("names the clone under its heading, which the spec leaves as 'Clone'", () => {
    render(<RecordNameLine config={cloneConfig} record={{ name: 'F1B10' }} />);
    expect(screen.getByText('F1B10')).toBeInTheDocument();
  });

  it("gives a publication's authors, journal and year, leaving out what it does not have", () => {
    const { rerender } = render(
      <RecordNameLine config={publicationConfig} record={{ title: 'A', authors: 'Okafor D, Raman P', sourceName: 'Plant Cell', publicationYear: 2021 }} />,
    );
    expect(screen.getByText('Okafor D, Raman P · Plant Cell · 2021')).toBeInTheDocument();
    rerender(<RecordNameLine config={publicationConfig} record={{ title: 'A', authors: 'Okafor D', publicationYear: 2021 }} />);
    expect(screen.getByText('Okafor D · 2021')).toBeInTheDocument();
  });

  it('draws nothing when the record has no name to give, or the config asks for none', () => {
    const { container, rerender } = render(<RecordNameLine config={cloneConfig} record={{ name: '' }} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<RecordNameLine config={locusConfig} record={{ name: 'AT1G01010' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
