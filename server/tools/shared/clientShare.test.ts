// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ClientShare, ClientShareError, clientKey } from './clientShare';

describe('ClientShare', () => {
  it("refuses a client's search beyond its share, naming the limit, while others still get theirs", () => {
    const share = new ClientShare(2);
    const giveBack = share.take('192.0.2.1');
    share.take('192.0.2.1');
    expect(() => share.take('192.0.2.1')).toThrow(new ClientShareError(2));
    expect(() => share.take('192.0.2.1')).toThrow('This address already has 2 searches running or waiting, the most one address may have at once.');
    expect(() => share.take('198.51.100.7')).not.toThrow();
    giveBack();
    giveBack();
    expect(share.held('192.0.2.1')).toBe(1);
    expect(() => share.take('192.0.2.1')).not.toThrow();
  });

  it('counts an IPv6 client by its /64 network, and an IPv4-mapped address as the IPv4 address', () => {
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::5')).toBe('2001:db8:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('192.0.2.1')).toBe('192.0.2.1');
    const share = new ClientShare(2);
    share.take('2001:db8:1:2::a');
    share.take('2001:db8:1:2::b');
    expect(() => share.take('2001:db8:1:2:ffff::c')).toThrow(ClientShareError);
    expect(() => share.take('2001:db8:1:3::a')).not.toThrow();
  });
});
