// Institutional subscriptions by client address (000 §3: subscription/institution), from INSTITUTION_RANGES.
import net from 'node:net';
import type { InstitutionRange } from '../config';

export interface InstitutionStatus {
  /** The institution the address belongs to; null when it belongs to none. */
  name: string | null;
  status: 'subscribed' | 'not subscribed';
}

export const NOT_SUBSCRIBED: InstitutionStatus = { name: null, status: 'not subscribed' };

export type InstitutionMatcher = (address: string) => InstitutionStatus;

export function institutionMatcher(institutions: readonly InstitutionRange[]): InstitutionMatcher {
  const lists = institutions.map(({ name, cidrs }) => {
    const list = new net.BlockList();
    for (const cidr of cidrs) {
      const [address = '', prefix = ''] = cidr.split('/');
      list.addSubnet(address, Number(prefix), net.isIP(address) === 6 ? 'ipv6' : 'ipv4');
    }
    return { name, list };
  });
  return (address) => {
    const family = net.isIP(address);
    if (!family) return NOT_SUBSCRIBED;
    // An IPv4 client of a dual-stack listener arrives as ::ffff:a.b.c.d; BlockList matches it to IPv4 ranges too.
    const match = lists.find(({ list }) => list.check(address, family === 6 ? 'ipv6' : 'ipv4'));
    return match ? { name: match.name, status: 'subscribed' } : NOT_SUBSCRIBED;
  };
}
