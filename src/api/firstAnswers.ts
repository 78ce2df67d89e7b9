// The answers the server sent with the page (contracts/firstScreen/firstAnswers.ts): each is taken once, by the first
// GET of its address, in place of asking the network, while the reader is still on the address the page was sent
// for. Once they have moved on (a link, a guard's redirect), what is left is forgotten, so later reads ask afresh.
import { FIRST_ANSWERS_ELEMENT_ID, isFirstAnswer, type FirstAnswer } from '../../contracts/firstScreen/firstAnswers';

let answers: Record<string, unknown> | null = null;
let sentFor = '';

const currentAddress = () => window.location.pathname + window.location.search;

/** The data block, read once (a page without one, or with one that is not JSON, has no answers). */
function sentWithThePage(): Record<string, unknown> {
  if (answers !== null && currentAddress() !== sentFor) answers = {};
  if (answers === null) {
    sentFor = currentAddress();
    try {
      const parsed: unknown = JSON.parse(document.getElementById(FIRST_ANSWERS_ELEMENT_ID)?.textContent || '{}');
      answers = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    } catch {
      answers = {};
    }
  }
  return answers;
}

/** The answer sent with the page for `address` (as apiUrl writes it), once; undefined when there is none (left). */
export function takeFirstAnswer(address: string): FirstAnswer | undefined {
  const store = sentWithThePage();
  if (!Object.hasOwn(store, address)) return undefined;
  const answer = store[address];
  delete store[address];
  return isFirstAnswer(answer) ? answer : undefined;
}

/** The answer as the network would have given it, for the code that reads responses. */
export const responseOf = (answer: FirstAnswer): Response =>
  new Response(answer.body === '' ? null : answer.body, { status: answer.status, headers: { 'Content-Type': 'application/json' } });
