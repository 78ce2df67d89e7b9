// @vitest-environment node
// readServerConfig: documented defaults, and a clear error naming the variable for a bad value.
import { describe, expect, it } from 'vitest';
import { readServerConfig } from './config';

describe('readServerConfig', () => {
  it('has safe defaults: ORCID simulator, loopback as the demo institution, 10 login attempts a minute', () => {
    expect(readServerConfig({})).toEqual({
      publicOrigin: null,
      cookieDomain: null,
      loginAttemptsPerMinute: 10,
      orcid: { mode: 'simulator', redirectUri: null },
      institutions: [{ name: 'Local Demo Institution', cidrs: ['127.0.0.0/8', '::1/128'] }],
      trustProxy: false,
    });
  });

  it('trusts a proxy only when TRUST_PROXY says so', () => {
    expect(readServerConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(readServerConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readServerConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toBe('10.0.0.1, 10.1.0.0/16');
  });

  it('reads a real ORCID client, defaulting to orcid.org', () => {
    expect(readServerConfig({ ORCID_CLIENT_ID: 'APP-1', ORCID_CLIENT_SECRET: 's' }).orcid).toEqual({
      mode: 'orcid',
      clientId: 'APP-1',
      clientSecret: 's',
      baseUrl: 'https://orcid.org',
      redirectUri: null,
    });
  });

  it('reads institutions, and an empty INSTITUTION_RANGES means none', () => {
    expect(readServerConfig({ INSTITUTION_RANGES: 'A Uni=10.0.0.0/8, 2001:db8::/32; B=192.0.2.0/24' }).institutions).toEqual([
      { name: 'A Uni', cidrs: ['10.0.0.0/8', '2001:db8::/32'] },
      { name: 'B', cidrs: ['192.0.2.0/24'] },
    ]);
    expect(readServerConfig({ INSTITUTION_RANGES: '' }).institutions).toEqual([]);
  });

  it('normalises PUBLIC_ORIGIN to an origin', () => {
    expect(readServerConfig({ PUBLIC_ORIGIN: 'https://www.arabidopsis.org/' }).publicOrigin).toBe('https://www.arabidopsis.org');
  });

  it.each([
    [{ ORCID_CLIENT_ID: 'APP-1' }, /ORCID_CLIENT_SECRET is required/],
    [{ INSTITUTION_RANGES: 'Nowhere=10.0.0.0/33' }, /INSTITUTION_RANGES has an invalid address range "10.0.0.0\/33"/],
    [{ INSTITUTION_RANGES: '10.0.0.0/8' }, /INSTITUTION_RANGES entries must read "Name=cidr,cidr"/],
    [{ PUBLIC_ORIGIN: 'https://example.org/portal' }, /PUBLIC_ORIGIN must be an origin/],
    [{ ORCID_REDIRECT_URI: 'ftp://example.org/linktoorcid' }, /ORCID_REDIRECT_URI must be an http\(s\) URL/],
    [{ LOGIN_RATE_LIMIT: 'lots' }, /LOGIN_RATE_LIMIT must be a whole number/],
    [{ TRUST_PROXY: 'the load balancer' }, /TRUST_PROXY must be true, false or proxy addresses/],
  ])('refuses %j', (env, message) => {
    expect(() => readServerConfig(env)).toThrow(message);
  });
});
