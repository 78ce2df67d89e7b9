import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withCurrentLocation } from '../link/CurrentLocation';
import { Html } from './Html';

const meta = {
  title: 'Renderers/Html',
  component: Html,
  args: {
    recordType: 'locus',
    sectionId: 'summary',
    record: {},
    field: { kind: 'html', label: 'Curator summary', path: 'curatorSummary' },
    value:
      '<p>Encodes <i>LATE ELONGATED HYPOCOTYL</i> (<a href="/locus?key=2000059">LHY</a>), a MYB-related transcription ' +
      'factor of the circadian clock. See <a href="https://pubmed.ncbi.nlm.nih.gov/9657153">PubMed 9657153</a>.</p>' +
      '<ul><li>Expressed in leaves</li><li>Peaks at dawn</li></ul>',
  },
} satisfies Meta<typeof Html>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};

export const FollowsPortalLink: Story = { decorators: [withCurrentLocation] };

export const Empty: Story = {
  args: { value: '<p> </p>', field: { kind: 'html', label: 'Curator summary', path: 'curatorSummary', empty: 'No data available' } },
};

export const Long: Story = {
  args: {
    value: Array.from(
      { length: 12 },
      (_, index) =>
        `<p>Paragraph ${index + 1}: FLOWERING LOCUS C (<b>FLC</b>, AT5G10140) is a MADS-box repressor of flowering whose ` +
        'expression is reduced by vernalization; <em>FRIGIDA</em> up-regulates it in winter-annual accessions.</p>',
    ).join(''),
  },
};

export const HostileHtml: Story = {
  args: {
    value:
      '<p>Safe words</p>' +
      '<script>window.__hacked = true</script>' +
      '<img src="x" alt="broken figure" onerror="window.__hacked = true">' +
      '<a href="javascript:window.__hacked=true">click me</a>' +
      '<svg onload="window.__hacked = true"><circle r="4"></circle></svg>' +
      '<style>body { display: none }</style>' +
      '<iframe src="https://example.org" title="framed"></iframe>' +
      '<object data="https://example.org/x.swf"></object>' +
      '<form action="https://example.org"><input name="password"></form>' +
      '<p style="position: fixed; inset: 0" onclick="window.__hacked = true">Overlay</p>' +
      '<a href="https://www.arabidopsis.org" target="_self">Outside link</a>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Safe words')).toBeInTheDocument();
    await expect(canvasElement.querySelector('script, iframe, object, form, style, svg, [onerror], [onclick], [style]')).toBeNull();
    await expect((window as unknown as { __hacked?: boolean }).__hacked).toBeUndefined();
  },
};
