/**
 * The page to open after a login, from the `redirect` parameter the 401 rule adds (000 §7) — only when it points
 * into this portal. Anything else (another origin, a protocol-relative or javascript: address, garbage) gives
 * null, so a crafted login link can never send a member off the site.
 */
export function safeRedirectPath(redirect: string | null, origin: string = window.location.origin): string | null {
  if (!redirect) return null;
  let target: URL;
  try {
    target = new URL(redirect, origin);
  } catch {
    return null;
  }
  if (target.origin !== origin) return null;
  const path = `${target.pathname}${target.search}${target.hash}`;
  // Sending a member back to the login or logout step would loop.
  if (/^\/(login|auth\/)/.test(target.pathname)) return null;
  return path;
}
