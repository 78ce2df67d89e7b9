// 000 §3/§4: the credentialId and secretKey cookies are the marker of a login. The server sets and clears them;
// the client reads them (the 5-second check) and forgets them on logout.

export const CREDENTIAL_COOKIES = ['credentialId', 'secretKey'] as const;

function cookieNames(cookieText: string): Set<string> {
  return new Set(
    cookieText
      .split(';')
      .map((pair) => pair.split('=')[0]?.trim() ?? '')
      .filter(Boolean),
  );
}

/** Whether both credential cookies are present. */
export function hasCredentialCookies(cookieText: string = document.cookie): boolean {
  const names = cookieNames(cookieText);
  return CREDENTIAL_COOKIES.every((name) => names.has(name));
}

/** Expires both cookies for this host and, when there is one, the parent domain (000 §9: they are set for both). */
export function clearCredentialCookies(): void {
  const host = window.location.hostname;
  const parent = host.includes('.') && !/^[\d.]+$/.test(host) ? host.slice(host.indexOf('.')) : null;
  for (const name of CREDENTIAL_COOKIES) {
    document.cookie = `${name}=; Max-Age=0; Path=/`;
    if (parent) document.cookie = `${name}=; Max-Age=0; Path=/; Domain=${parent}`;
  }
}
