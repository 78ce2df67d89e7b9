import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './Html.stories';
import { htmlText } from './htmlText';
import { sanitizeHtml } from './sanitizeHtml';

const { Populated, Empty, HostileHtml, FollowsPortalLink } = composeStories(stories);

// The sanitiser loads on demand: wait for the sanitised markup, so no assertion passes on the plain-text stand-in.
async function renderSanitized(ui: React.ReactElement) {
  const result = render(ui);
  await waitFor(() => expect(result.container.querySelector('[data-sanitized]')).not.toBeNull());
  return result;
}

describe('Html', () => {
  it('shows the formatted server text', async () => {
    await renderSanitized(<Populated />);
    expect((await screen.findByText('LATE ELONGATED HYPOCOTYL')).tagName).toBe('I');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('strips script tags and event handlers', async () => {
    const { container } = await renderSanitized(<HostileHtml />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror], [onclick], [onload]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/\son\w+=/i);
    expect(screen.getByText('Safe words')).toBeInTheDocument();
  });

  it('removes javascript: URLs from links', async () => {
    const { container } = await renderSanitized(<HostileHtml />);
    expect(container.innerHTML).not.toMatch(/javascript:/i);
    expect(screen.getByText('click me')).not.toHaveAttribute('href');
  });

  it('removes svg, style, iframe, object and form elements and inline styles', async () => {
    const { container } = await renderSanitized(<HostileHtml />);
    expect(container.querySelector('svg, style, iframe, object, form, input, [style]')).toBeNull();
  });

  it('opens external links in a new tab without an opener', async () => {
    await renderSanitized(<HostileHtml />);
    const link = screen.getByRole('link', { name: 'Outside link' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps portal links in the same tab', async () => {
    await renderSanitized(<Populated />);
    const link = screen.getByRole('link', { name: 'LHY' });
    expect(link).toHaveAttribute('href', '/locus?key=2000059');
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('follows portal links through the router', async () => {
    await renderSanitized(<FollowsPortalLink />);
    await userEvent.click(screen.getByRole('link', { name: 'LHY' }));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/locus?key=2000059');
  });

  it("shows the config's empty text for markup without words", () => {
    render(<Empty />);
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });

  it('shows the empty text when only a script was sent', () => {
    render(<Populated value="<script>alert(1)</script>" />);
    expect(screen.getByText('No data available')).toBeInTheDocument();
  });

  it('does not leave a dangerous URL in any attribute', () => {
    const clean = sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a><img src="javascript:alert(1)"><a href="data:text/html,<script>">y</a>');
    expect(clean).not.toMatch(/javascript:|data:text/i);
  });

  it('reads the plain text of markup for sorting and downloads', () => {
    expect(htmlText('<b>FLC</b>&nbsp;&amp; <i>FRI</i><br>AT5G10140&#8217;s')).toBe('FLC & FRI AT5G10140’s');
  });
});
