// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoAccounts, demoActivationCodes } from './accounts/demo';
import { demoModeWarning, startupBanner } from './startupBanner';

const localDemo = { enabled: true, local: true };
const realUse = { enabled: false, local: false };

describe('what npm start prints', () => {
  it('in a local demo: says it is a demo, the portal URL, every demo account with its password, and the codes', () => {
    const banner = startupBanner('http://127.0.0.1:8080', true, localDemo);
    expect(banner).toContain('The portal is running at http://127.0.0.1:8080/');
    expect(banner).toMatch(/This is a DEMO: ORCID sign-in is simulated/);
    for (const account of demoAccounts) expect(banner).toContain(`${account.username} / ${account.password}`);
    for (const entry of demoActivationCodes) expect(banner).toContain(entry.code);
  });

  it('outside demo mode: no demo accounts, passwords or codes', () => {
    const banner = startupBanner('http://127.0.0.1:8080', true, realUse);
    expect(banner).toContain('Not a demo');
    for (const account of demoAccounts) expect(banner).not.toContain(account.password);
    for (const entry of demoActivationCodes) expect(banner).not.toContain(entry.code);
  });

  it('names the API alone when the front end is not served', () => {
    const banner = startupBanner('http://127.0.0.1:9000', false, localDemo);
    expect(banner).toContain('API server: http://127.0.0.1:9000/api/');
    expect(banner).not.toContain('The portal is running');
  });

  it('warns only about a demo others can reach', () => {
    expect(demoModeWarning(localDemo)).toBeNull();
    expect(demoModeWarning(realUse)).toBeNull();
    expect(demoModeWarning({ enabled: true, local: false })).toMatch(/WARNING: DEMO_MODE=on[\s\S]*ANYONE log in as ANY member/);
  });
});
