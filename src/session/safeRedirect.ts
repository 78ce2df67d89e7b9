/**
 * The page to open after a login, from the `redirect` parameter the 401 rule adds (000 §7) — only when it points
 * into this portal. Anything else (another origin, a protocol-relative or javascript: address, garbage) gives
 * null, so a crafted login link can never send a member off the site.
 *
 * The answer is a path that the browser reads as a URL a second time (location.assign). Checking the first reading
 * is not enough: `/.//evil.example` resolves to the path `//evil.example`, which the second reading takes for
 * another host. So the path itself is checked, and must resolve to the very address that was checked.
 */
export function safeRedirectPath(redirect: string | null, origin: string = window.location.origin): string | null {
  if (!redirect) return null;
  // URL parsers silently drop tabs and newlines and read a backslash as a slash ("/\tevil", "/\\evil" → "//evil").
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(redirect)) return null;
  let target: URL;
  try {
    target = new URL(redirect, origin);
  } catch {
    return null;
  }
  if (target.origin !== origin || target.username || target.password) return null;
  // A path starting with two slashes names a host when it is read again.
  if (target.pathname.startsWith('//')) return null;
  const path = `${target.pathname}${target.search}${target.hash}`;
  if (new URL(path, origin).href !== target.href) return null;
  // Sending a member back to the login or logout step would loop.
  if (/^\/(login|auth\/)/.test(target.pathname)) return null;
  return path;
}
