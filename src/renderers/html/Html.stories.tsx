import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withCurrentLocation } from '../link/CurrentLocation.storySupport';
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

// The sanitiser loads on demand: wait for the sanitised markup, so no assertion passes on the plain-text stand-in.
const sanitized = async (canvasElement: HTMLElement) => {
  await waitFor(() => expect(canvasElement.querySelector('[data-sanitized]')).not.toBeNull());
  return within(canvasElement);
};

/** The formatted server text; a portal link stays in the same tab (and still gets no opener). */
export const Populated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await sanitized(canvasElement);
    await expect((await canvas.findByText('LATE ELONGATED HYPOCOTYL')).tagName).toBe('I');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    const link = canvas.getByRole('link', { name: 'LHY' });
    await expect(link).toHaveAttribute('href', '/locus?key=2000059');
    await expect(link).not.toHaveAttribute('target');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A portal link inside server HTML goes through the router rather than reloading the application. */
export const FollowsPortalLink: Story = {
  decorators: [withCurrentLocation],
  play: async ({ canvasElement }) => {
    const canvas = await sanitized(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'LHY' }));
    await expect(canvas.getByRole('status', { name: 'Current location' })).toHaveTextContent('/locus?key=2000059');
  },
};

/** Markup without words counts as empty. */
export const Empty: Story = {
  args: { value: '<p> </p>', field: { kind: 'html', label: 'Curator summary', path: 'curatorSummary', empty: 'No data available' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data available')).toBeVisible();
  },
};

/** The server sent only a script: nothing is left to show, so the empty text shows. */
export const OnlyAScript: Story = {
  args: { value: '<script>alert(1)</script>', field: { kind: 'html', label: 'Curator summary', path: 'curatorSummary', empty: 'No data available' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data available')).toBeVisible();
  },
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
      '<a href="https://www.arabidopsis.org" target="_self">Outside link</a>' +
      // Dangerous URLs in odd spellings and other attributes (the image has an alt text only so that axe passes).
      '<a href=" JaVaScRiPt:window.__hacked=true">spaced scheme</a>' +
      '<img src="javascript:window.__hacked=true" alt="scripted figure">' +
      '<a href="data:text/html,<script>">data link</a>',
  },
  play: async ({ canvasElement }) => {
    const canvas = await sanitized(canvasElement);
    await expect(canvas.getByText('Safe words')).toBeInTheDocument();
    // No script, event handler, frame, object, form, style, svg or inline style survives.
    await expect(
      canvasElement.querySelector('script, iframe, object, form, input, style, svg, [onerror], [onclick], [onload], [style]'),
    ).toBeNull();
    await expect(canvasElement.innerHTML).not.toMatch(/\son\w+=/i);
    // No javascript: or data: URL is left in any attribute; the link that had one is left without an address.
    await expect(canvasElement.innerHTML).not.toMatch(/javascript:|data:text/i);
    await expect(canvas.getByText('click me')).not.toHaveAttribute('href');
    // A link leaving the portal opens in a new tab without an opener, whatever target the server gave it.
    const outside = canvas.getByRole('link', { name: 'Outside link' });
    await expect(outside).toHaveAttribute('target', '_blank');
    await expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    await expect((window as unknown as { __hacked?: boolean }).__hacked).toBeUndefined();
  },
};
