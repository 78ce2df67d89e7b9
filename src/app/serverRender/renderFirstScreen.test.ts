import { describe, expect, it } from 'vitest';
import type { FirstAnswers } from '../../../contracts/firstScreen/firstAnswers';
import { demoDataset } from '../../../data';
import { lookupAddress, recordDetailAddress } from '../../api/endpoints';
import { renderFirstScreen } from './renderFirstScreen';

// The server's rendering of a record page, as the server runs it (in Node, no document), over the demo dataset's
// records sent as the page's answers.

const locus = demoDataset.locus?.find((record) => record.name === 'AT1G01010');
const ok = (body: unknown) => ({ status: 200, body: JSON.stringify(body) });

/** The answers the server sends with /locus?name=AT1G01010: the lookup, then the record. */
function locusAnswers(record: unknown = locus?.record): FirstAnswers {
  return {
    [lookupAddress('locus', 'name', 'AT1G01010')]: ok({ data: locus?.key }),
    [recordDetailAddress('locus', String(locus?.key))]: ok(record),
  };
}

const text = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ');

describe('the server’s rendering of a record page', () => {
  it('renders the frame, the title, the summary band and the first sections, with the styles they use', async () => {
    const rendered = await renderFirstScreen('/locus?name=AT1G01010', locusAnswers());
    expect(rendered).not.toBeNull();
    const shown = text(rendered?.html ?? '');
    expect(shown).toContain('Skip to content');
    expect(shown).toContain('Gene: AT1G01010');
    expect(shown).toContain('NAC domain containing protein 1');
    // The side navigation lists every section; the first two are rendered, the rest follow in the browser.
    expect(rendered?.html.match(/data-section-id="/g)).toHaveLength(2);
    // Every class the HTML uses has its rules among the styles sent with it (css-0 is the class of no rules).
    const classes = new Set([...(rendered?.html ?? '').matchAll(/\bcss-[\w-]+/g)].map(([name]) => name).filter((name) => name !== 'css-0'));
    expect(classes.size).toBeGreaterThan(20);
    expect([...classes].filter((name) => !new RegExp(`\\.${name}(?![\\w-])`).test(rendered?.css ?? ''))).toEqual([]);
    expect(rendered?.html).not.toContain('<style');
  });

  it('writes hostile text of a record as text', async () => {
    const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>"quoted" style="color:red"';
    const record = { ...(locus?.record as Record<string, unknown>) };
    record.repGene = { ...(record.repGene as Record<string, unknown>), description: hostile };
    const rendered = await renderFirstScreen('/locus?name=AT1G01010', locusAnswers(record));
    expect(rendered?.html).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;&quot;quoted&quot; style=&quot;color:red&quot;');
    expect(rendered?.html).not.toMatch(/<img src=x|<script(?! type="application\/ld\+json")/);
  });

  it.each<[string, string, FirstAnswers]>([
    ['a page that is not a record’s', '/about/overview', locusAnswers()],
    ['a record refused to the visitor', '/locus?name=AT1G01010', { ...locusAnswers(), [recordDetailAddress('locus', String(locus?.key))]: { status: 403, body: '{"error":"no"}' } }],
    ['a record not sent with the page (too large)', '/locus?name=AT1G01010', { [lookupAddress('locus', 'name', 'AT1G01010')]: ok({ data: locus?.key }) }],
    ['a name no record has', '/locus?name=AT9G99999', { [lookupAddress('locus', 'name', 'AT9G99999')]: ok({ data: null }) }],
    ['an answer that is not JSON', '/locus?key=2200935', { [recordDetailAddress('locus', '2200935')]: { status: 200, body: '<html>' } }],
  ])('renders nothing for %s (the browser renders it)', async (_, address, answers) => {
    expect(await renderFirstScreen(address, answers)).toBeNull();
  });
});
