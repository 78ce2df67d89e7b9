// Test support: signing in through the offline ORCID simulator the way a browser does, over real HTTP.
import { expect } from 'vitest';
import type { Client } from '../accounts/accountServer.testSupport';

export interface SimulatorAnswer {
  /** The 303 redirect's target. */
  location: URL;
  code: string | null;
}

/** The hidden request id of a rendered simulator page. */
export function requestIdOf(html: string): string {
  const match = /name="request_id" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('The simulator page has no request id.');
  return match[1];
}

/** Opens a sign-in URL and answers the simulator's form as a user would. */
export async function answerSimulator(
  signInUrl: string,
  answer: { decision: 'approve' | 'deny'; choice?: string; typed?: string },
): Promise<SimulatorAnswer> {
  const page = await fetch(signInUrl);
  expect(page.status).toBe(200);
  const form = new URLSearchParams({
    request_id: requestIdOf(await page.text()),
    decision: answer.decision,
    orcid_choice: answer.choice ?? '0000-0002-1825-0097',
    orcid_typed: answer.typed ?? '',
  });
  const response = await fetch(new URL('/orcid-simulator/oauth/authorize', signInUrl), { method: 'POST', body: form, redirect: 'manual' });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '');
  return { location, code: location.searchParams.get('code') };
}

/** Gets the portal's ORCID login link and approves it in the simulator as the given iD; returns the code. */
export async function orcidCodeFor(client: Client, orcidId: string): Promise<string> {
  const { url } = (await (await client.get('/api/auth/orcidloginlink')).json()) as { url: string };
  const { code } = await answerSimulator(url, { decision: 'approve', typed: orcidId });
  if (!code) throw new Error('The simulator sent no code.');
  return code;
}
