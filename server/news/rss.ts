// RSS 2.0 documents (https://www.rssboard.org/rss-specification). Every text is XML-escaped — no CDATA, so a
// title holding ']]>' cannot end a section early — and characters XML 1.0 forbids are dropped.

export interface RssItem {
  title: string;
  link: string;
  /** Unique and stable for the item; a permalink only when isPermaLink is true. */
  guid: string;
  guidIsPermaLink: boolean;
  pubDate: Date;
  /** Plain text or HTML; either way it is escaped, as RSS readers expect of HTML in description. */
  description: string;
}

export interface RssChannel {
  title: string;
  /** The portal page the feed belongs to. */
  link: string;
  description: string;
  /** The feed's own URL (atom:link rel="self"). */
  selfLink: string;
  items: readonly RssItem[];
}

export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';

// Tab, line feed and carriage return are the only control characters XML 1.0 allows; lone surrogates and the
// non-characters U+FFFE and U+FFFF are not allowed either.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
const NOT_XML_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an XML element or a quoted attribute. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML_CHARACTERS, '').replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

/** RFC 822 date-time as RSS 2.0 requires, e.g. 'Tue, 01 Jul 2025 00:00:00 GMT'. */
export const rfc822 = (date: Date) => date.toUTCString();

const element = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`;

function renderItem(item: RssItem): string {
  return [
    '    <item>',
    `      ${element('title', item.title)}`,
    `      ${element('link', item.link)}`,
    `      <guid isPermaLink="${item.guidIsPermaLink}">${xmlText(item.guid)}</guid>`,
    `      ${element('pubDate', rfc822(item.pubDate))}`,
    `      ${element('description', item.description)}`,
    '    </item>',
  ].join('\n');
}

export function renderRss(channel: RssChannel, builtAt: Date = new Date()): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    ${element('title', channel.title)}`,
    `    ${element('link', channel.link)}`,
    `    ${element('description', channel.description)}`,
    `    <atom:link href="${xmlText(channel.selfLink)}" rel="self" type="application/rss+xml"/>`,
    '    <language>en-us</language>',
    `    ${element('lastBuildDate', rfc822(builtAt))}`,
    ...channel.items.map(renderItem),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
