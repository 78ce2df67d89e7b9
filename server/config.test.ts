// @vitest-environment node
// readServerConfig: documented defaults, and a clear error naming the variable for a bad value.
import { describe, expect, it } from 'vitest';
import { readServerConfig } from './config';

describe('readServerConfig', () => {
  it('has safe defaults: a local demo with the ORCID simulator, loopback as the demo institution, 10 logins, 5 registrations and 30 gene actions a minute', () => {
    expect(readServerConfig({})).toMatchObject({
      host: '127.0.0.1',
      demo: { enabled: true, local: true },
      publicOrigin: null,
      cookieDomain: null,
      loginAttemptsPerMinute: 10,
      registrationsPerMinute: 5,
      geneActionsPerMinute: 30,
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
    [{ DEMO_MODE: 'yes' }, /DEMO_MODE must be on or off/],
    [{ HOST: '0.0.0.0' }, /PUBLIC_ORIGIN is required for a server that is not a local demo \(HOST=0.0.0.0 is beyond loopback\)/],
    [{ DEMO_MODE: 'off' }, /PUBLIC_ORIGIN is required for a server that is not a local demo \(DEMO_MODE is off\)/],
    [{ HOST: '0.0.0.0', DEMO_MODE: 'on' }, /PUBLIC_ORIGIN is required/],
    [{ REGISTRATION_RATE_LIMIT: '0' }, /REGISTRATION_RATE_LIMIT must be a whole number of registrations per minute/],
    [{ INSTITUTION_RANGES: 'Nowhere=10.0.0.0/33' }, /INSTITUTION_RANGES has an invalid address range "10.0.0.0\/33"/],
    [{ INSTITUTION_RANGES: '10.0.0.0/8' }, /INSTITUTION_RANGES entries must read "Name=cidr,cidr"/],
    [{ PUBLIC_ORIGIN: 'https://example.org/portal' }, /PUBLIC_ORIGIN must be an origin/],
    [{ ORCID_REDIRECT_URI: 'ftp://example.org/linktoorcid' }, /ORCID_REDIRECT_URI must be an http\(s\) URL/],
    [{ LOGIN_RATE_LIMIT: 'lots' }, /LOGIN_RATE_LIMIT must be a whole number/],
    [{ GENE_ACTION_RATE_LIMIT: '1.5' }, /GENE_ACTION_RATE_LIMIT must be a whole number of requests per minute, not "1.5"/],
    [{ TRUST_PROXY: 'the load balancer' }, /TRUST_PROXY must be true, false or proxy addresses/],
  ])('refuses %j', (env, message) => {
    expect(() => readServerConfig(env)).toThrow(message);
  });
});

// Demo mode (README "Demo mode"): automatic only for a local server; by name anywhere, and never with off.
describe('demo mode', () => {
  const site = 'https://www.arabidopsis.org';
  it.each([
    // HOST, PUBLIC_ORIGIN, DEMO_MODE → demo, local
    ['127.0.0.1', undefined, undefined, true, true],
    ['localhost', undefined, undefined, true, true],
    ['::1', undefined, undefined, true, true],
    ['127.0.0.2', 'http://localhost:5173', undefined, true, true],
    ['127.0.0.1', 'http://[::1]:8080', undefined, true, true],
    ['127.0.0.1', site, undefined, false, false],
    ['0.0.0.0', site, undefined, false, false],
    ['::', site, undefined, false, false],
    ['192.0.2.10', 'http://127.0.0.1:8080', undefined, false, false],
    ['0.0.0.0', site, 'on', true, false],
    ['127.0.0.1', site, 'on', true, false],
    ['127.0.0.1', 'http://127.0.0.1:8080', 'off', false, true],
    ['127.0.0.1', undefined, 'on', true, true],
  ])('HOST=%s PUBLIC_ORIGIN=%s DEMO_MODE=%s → demo %s (local %s)', (HOST, PUBLIC_ORIGIN, DEMO_MODE, enabled, local) => {
    const config = readServerConfig({ HOST, PUBLIC_ORIGIN, DEMO_MODE });
    expect(config.demo).toEqual({ enabled, local });
    expect(config.host).toBe(HOST);
  });

  it('runs the ORCID simulator only in demo mode; outside it, ORCID sign-in needs a real client', () => {
    expect(readServerConfig({}).orcid.mode).toBe('simulator');
    expect(readServerConfig({ HOST: '0.0.0.0', PUBLIC_ORIGIN: 'https://www.arabidopsis.org' }).orcid.mode).toBe('off');
    expect(readServerConfig({ HOST: '0.0.0.0', PUBLIC_ORIGIN: 'https://www.arabidopsis.org', DEMO_MODE: 'on' }).orcid.mode).toBe('simulator');
    const real = { HOST: '0.0.0.0', PUBLIC_ORIGIN: 'https://www.arabidopsis.org', ORCID_CLIENT_ID: 'APP-1', ORCID_CLIENT_SECRET: 's' };
    expect(readServerConfig(real).orcid.mode).toBe('orcid');
  });
});
