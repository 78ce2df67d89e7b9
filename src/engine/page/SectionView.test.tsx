import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import locusConfig from '../../../sections/locus';
import { emptyLocus } from '../../../data/records/locus/fixtures/empty';
import { nac001Locus } from '../../../data/records/locus/fixtures/nac001';
import { AppProviders } from '../../app/AppProviders';
import type { RecordTypeConfigData, SectionConfig } from '../config/format';
import { EmptyRecordNotice } from './EmptyRecordNotice';
import { SectionView } from './SectionView';

const config = locusConfig as RecordTypeConfigData;
const sectionOf = (id: string) => config.sections.find((section) => section.id === id) as SectionConfig;

const show = (children: React.ReactNode) =>
  render(
    <AppProviders freshQueryClient>
      <MemoryRouter>{children}</MemoryRouter>
    </AppProviders>,
  );

describe('a section with nothing in the record', () => {
  it("lists each field's empty text under its label, without the field rows' tables", () => {
    show(<SectionView section={sectionOf('transcripts')} record={emptyLocus} recordType="locus" />);
    const section = screen.getByRole('region', { name: 'Transcripts' });
    expect(within(within(section).getByRole('group', { name: 'Gene Models' })).getByText('No RNA Data Found')).toBeVisible();
    expect(within(within(section).getByRole('group', { name: 'Transcript Counts' })).getByText('No RNA Data Found')).toBeVisible();
    expect(within(section).queryByRole('table')).toBeNull();
  });

  it('keeps its id and focusable heading, so the side navigation and links to it still land there', () => {
    show(<SectionView section={sectionOf('publications')} record={emptyLocus} recordType="locus" />);
    const section = screen.getByRole('region', { name: 'Publications' });
    expect(section).toHaveAttribute('id', 'publications');
    expect(screen.getByRole('heading', { level: 2, name: 'Publications' })).toHaveAttribute('tabindex', '-1');
    expect(within(section).getByRole('group', { name: 'Publications' })).toHaveTextContent('No publications available');
  });

  it("says 'No map details found' instead of framing the genome browser's default view", () => {
    show(<SectionView section={sectionOf('maps')} record={emptyLocus} recordType="locus" />);
    const section = screen.getByRole('region', { name: 'Maps and Mapping Data' });
    expect(within(within(section).getByRole('group', { name: 'Genome Browser' })).getByText('No map details found')).toBeVisible();
    expect(section.querySelector('iframe')).toBeNull();
  });
});

describe('a section with data', () => {
  it('shows its fields in full', async () => {
    show(<SectionView section={sectionOf('transcripts')} record={nac001Locus} recordType="locus" />);
    const section = screen.getByRole('region', { name: 'Transcripts' });
    expect(await within(section).findAllByRole('table')).not.toHaveLength(0);
  });

  it('shows its empty fields in full too, in a record with enough data', () => {
    show(<SectionView section={sectionOf('summary')} record={emptyLocus} recordType="locus" />);
    expect(screen.getByRole('button', { name: 'Add My Comment' })).toBeDisabled();
  });

  it('in a record with little data, keeps the fields with data and makes the empty ones brief', () => {
    show(<SectionView section={sectionOf('summary')} record={emptyLocus} recordType="locus" briefEmptyFields />);
    expect(within(screen.getByRole('group', { name: 'Locus' })).getByText('AT5G99990')).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Comments' })).getByText('No comments available')).toBeVisible();
    expect(within(screen.getByRole('group', { name: 'Date Last Modified' })).getByText('Not specified')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add My Comment' })).toBeNull();
  });
});

describe('the empty-record notice', () => {
  it('says once how many sections of a record with little data are empty', () => {
    show(<EmptyRecordNotice config={config} record={emptyLocus} />);
    expect(screen.getByText('This locus has little data yet: 9 of its 12 sections have nothing to show and are listed in brief below.')).toBeVisible();
  });

  it('says nothing on a well-described record', () => {
    show(<EmptyRecordNotice config={config} record={nac001Locus} />);
    expect(screen.queryByText(/has little data yet/)).toBeNull();
  });
});
