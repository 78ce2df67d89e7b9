// The first screen's answers, made by the server while it sends the page: each call the page is about to make
// (firstCalls.ts) is run through the server's own routes (Fastify's inject: the same checks, limits and access rules
// as the page's request, with its cookies and address), and its answer goes into the page. Personal answers (the
// profile carries the secret key; subscription and person answers are a member's own, securityHeaders.ts) are never
// written into HTML, which may be stored or shown as source: for them the page only tells the browser to ask at once
// (a preload), with the visitor's own cookies.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { keyFromLookup } from '../../sections/shared/recordAddress';
import type { FirstAnswer, FirstAnswers } from '../../contracts/firstScreen/firstAnswers';
import { isPersonalAddress } from '../http/securityHeaders';
import { recordByKey, recordCall, SHELL_CALLS, type PageRecordType } from './firstCalls';

/** A larger answer (a record of many thousand rows) is left for the page to ask: the page's HTML should stay light. */
export const LARGEST_INLINE_ANSWER = 2 * 1024 * 1024;

export interface FirstScreenData {
  /** Answers written into the page, by address. */
  answers: FirstAnswers;
  /** Addresses the browser should ask for at once (personal answers). */
  preloads: string[];
}

/** Runs one GET as the visitor would; the answer when the page could use it as it is, else null. */
async function answerOf(app: FastifyInstance, request: FastifyRequest, address: string): Promise<FirstAnswer | null> {
  try {
    const response = await app.inject({
      method: 'GET',
      url: address,
      remoteAddress: request.ip,
      headers: {
        accept: 'application/json',
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      },
    });
    // An answer of the moment (too many requests, the store away, a failure) is not kept: the page asks again.
    if (response.statusCode >= 500 || response.statusCode === 429) return null;
    if (!/^application\/json\b/i.test(String(response.headers['content-type'] ?? ''))) return null;
    if (response.body.length > LARGEST_INLINE_ANSWER) return null;
    return { status: response.statusCode, body: response.body };
  } catch (error) {
    request.log.warn({ err: error, address }, 'A first-screen answer could not be made; the page will ask for it.');
    return null;
  }
}

function parsedOrNull(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The answers and preloads of the page at `request.url`. */
export async function firstScreenData(app: FastifyInstance, request: FastifyRequest, types: readonly PageRecordType[]): Promise<FirstScreenData> {
  const data: FirstScreenData = { answers: {}, preloads: [] };
  const add = async (address: string): Promise<FirstAnswer | null> => {
    if (isPersonalAddress(address)) {
      data.preloads.push(address);
      return null;
    }
    const answer = await answerOf(app, request, address);
    if (answer) data.answers[address] = answer;
    return answer;
  };
  for (const address of SHELL_CALLS) await add(address);
  const url = new URL(request.url, 'http://page.invalid');
  const record = recordCall(types, url.pathname, url.searchParams);
  if (!record) return data;
  const answer = await add(record.address);
  if (record.lookup && answer?.status === 200) {
    const key = keyFromLookup(parsedOrNull(answer.body));
    if (key !== null) await add(recordByKey(record.apiType, key));
  }
  return data;
}
