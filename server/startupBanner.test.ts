// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoAccounts, demoActivationCodes } from './accounts/demo';
import { DEFAULT_INSTITUTION_RANGES, parseInstitutionRanges } from './config';
import { demoModeWarning, startupBanner } from './startupBanner';

const localDemo = { enabled: true, local: true };
const realUse = { enabled: false, local: false };
const defaultRanges = parseInstitutionRanges(DEFAULT_INSTITUTION_RANGES);

describe('what npm start prints', () => {
  it('in a local demo: says it is a demo, the portal URL, every demo account with its password, and the codes', () => {
    const banner = startupBanner('http://127.0.0.1:8080', true, localDemo, defaultRanges);
    expect(banner).toContain('The portal is running at http://127.0.0.1:8080/');
    expect(banner).toMatch(/This is a DEMO: ORCID sign-in is simulated/);
    for (const account of demoAccounts) expect(banner).toContain(`${account.username} / ${account.password}`);
    for (const entry of demoActivationCodes) expect(banner).toContain(entry.code);
  });

  it('outside demo mode: no demo accounts, passwords or codes', () => {
    const banner = startupBanner('http://127.0.0.1:8080', true, realUse, defaultRanges);
    expect(banner).toContain('Not a demo');
    for (const account of demoAccounts) expect(banner).not.toContain(account.password);
    for (const entry of demoActivationCodes) expect(banner).not.toContain(entry.code);
  });

  it('names the API alone when the front end is not served', () => {
    const banner = startupBanner('http://127.0.0.1:9000', false, localDemo, defaultRanges);
    expect(banner).toContain('API server: http://127.0.0.1:9000/api/');
    expect(banner).not.toContain('The portal is running');
  });

  it('says loopback counts as the subscribed institution INSTITUTION_RANGES gives it', () => {
    const banner = startupBanner('http://127.0.0.1:8080', true, localDemo, defaultRanges);
    expect(banner).toContain('This machine (loopback) counts as the subscribed "Local Demo Institution"');
  });

  it('with INSTITUTION_RANGES empty, says loopback is in no subscribed institution', () => {
    const banner = startupBanner('http://127.0.0.1:8080', true, localDemo, parseInstitutionRanges(''));
    expect(banner).toContain('This machine (loopback) is in no subscribed institution (INSTITUTION_RANGES)');
    expect(banner).not.toContain('counts as the subscribed');
  });

  it('with ranges beyond this machine, says loopback is in no subscribed institution', () => {
    const banner = startupBanner('http://127.0.0.1:8080', true, localDemo, parseInstitutionRanges('Campus=10.0.0.0/8'));
    expect(banner).toContain('This machine (loopback) is in no subscribed institution');
  });

  it('names each loopback address when the ranges cover one of them', () => {
    const banner = startupBanner('http://127.0.0.1:8080', true, localDemo, parseInstitutionRanges('Lab=127.0.0.0/8'));
    expect(banner).toContain('On this machine, 127.0.0.1 counts as the subscribed "Lab" and ::1 is not subscribed');
  });

  it('warns only about a demo others can reach', () => {
    expect(demoModeWarning(localDemo)).toBeNull();
    expect(demoModeWarning(realUse)).toBeNull();
    expect(demoModeWarning({ enabled: true, local: false })).toMatch(/WARNING: DEMO_MODE=on[\s\S]*ANYONE log in as ANY member/);
  });
});
