// A fair share of a tool per client: at most `perClient` searches of one client running or waiting at once, so that
// one client cannot take every running and waiting place and shut everyone else out; the rest stays open to others.
// The client is the request's address as Fastify reads it (request.ip): X-Forwarded-For counts only from a proxy
// TRUST_PROXY names (config.ts), as for the login rate limit and the institution ranges, so a forged header changes
// nothing. An IPv6 client is its /64 network, since one host commonly holds a whole /64 and could otherwise pose as
// countless clients.
import net from 'node:net';

export class ClientShareError extends Error {
  constructor(readonly limit: number) {
    super(`This address already has ${limit} ${limit === 1 ? 'search' : 'searches'} running or waiting, the most one address may have at once.`);
    this.name = 'ClientShareError';
  }
}

/** The eight 16-bit groups of an IPv6 address (already checked by net.isIPv6), without leading zeros. */
function ipv6Groups(address: string): string[] {
  // An IPv4 tail (::ffff:192.0.2.1) stands for the last two groups; only the first four are kept here.
  const groups = (text: string) => (text === '' ? [] : text.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])));
  const [head = '', tail] = address.split('::');
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => group.replace(/^0+(?=.)/, '').toLowerCase());
}

/** The key a client's searches are counted under: its IPv4 address, or its IPv6 /64 network. */
export function clientKey(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!net.isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

export class ClientShare {
  private readonly counts = new Map<string, number>();

  constructor(readonly perClient: number) {}

  /** Searches of the client with this address running or waiting now. */
  held(ip: string): number {
    return this.counts.get(clientKey(ip)) ?? 0;
  }

  /**
   * Counts one more search for the client, or throws ClientShareError when it has its share already. Returns the
   * function that gives the place back when the search has ended (calling it again does nothing).
   */
  take(ip: string): () => void {
    const key = clientKey(ip);
    const held = this.counts.get(key) ?? 0;
    if (held >= this.perClient) throw new ClientShareError(this.perClient);
    this.counts.set(key, held + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      const left = (this.counts.get(key) ?? 1) - 1;
      if (left > 0) this.counts.set(key, left);
      else this.counts.delete(key);
    };
  }
}
