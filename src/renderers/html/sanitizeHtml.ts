import DOMPurify, { type Config } from 'dompurify';

// Server HTML (descriptions, table cells) is untrusted: only plain HTML markup survives. DOMPurify already drops
// <script>, on* handlers and javascript: URLs; we also forbid what can frame, post, restyle or re-base the page.
const config: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input', 'button', 'select', 'textarea',
    'link', 'meta', 'base',
    // Renderers sit below the page's h1 and the section headings; a server h1/h2 would break the outline.
    'h1', 'h2',
  ],
  FORBID_ATTR: ['style', 'target'],
};

/** A link leaving the portal: it has a scheme (https:, mailto:) or is protocol-relative. */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

let purifier: ReturnType<typeof DOMPurify> | undefined;

// A private instance, so that our link hook never changes how anyone else's DOMPurify behaves.
function getPurifier() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A' || !node.hasAttribute('href')) return;
    node.setAttribute('rel', 'noopener noreferrer');
    if (isExternalHref(node.getAttribute('href') ?? '')) node.setAttribute('target', '_blank');
  });
  return purifier;
}

/** Sanitised HTML, safe to insert into the page. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, config);
}
