// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoAccounts, demoActivationCodes } from './accounts/demo';
import { startupBanner } from './startupBanner';

describe('what npm start prints', () => {
  it('gives the portal URL, every demo account with its password, and the activation codes', () => {
    const banner = startupBanner('http://127.0.0.1:8080', true);
    expect(banner).toContain('The portal is running at http://127.0.0.1:8080/');
    for (const account of demoAccounts) expect(banner).toContain(`${account.username} / ${account.password}`);
    for (const entry of demoActivationCodes) expect(banner).toContain(entry.code);
  });

  it('names the API alone when the front end is not served', () => {
    const banner = startupBanner('http://127.0.0.1:9000', false);
    expect(banner).toContain('API server: http://127.0.0.1:9000/api/');
    expect(banner).not.toContain('The portal is running');
  });
});
