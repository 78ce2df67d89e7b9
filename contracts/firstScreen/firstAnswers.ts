// The API answers a page's first screen needs, sent with the page itself: the server runs the calls the page is
// about to make (who is looking, the network's subscription, the record the address names) and writes their
// answers into the HTML as a JSON data block, so the page starts with them instead of asking after its code has
// loaded. The page takes each answer once, in place of the same GET, and answers it exactly as the server did
// (status and body), so every rule on an answer (the 401 rule, a refusal's reason) still applies.

/** The id of the <script type="application/json"> element that carries them. */
export const FIRST_ANSWERS_ELEMENT_ID = 'first-answers';

/** One answer as the server gave it: its status and its body's text. */
export interface FirstAnswer {
  status: number;
  body: string;
}

/** By the call's address as the page asks for it: the API path with its query ('/api/auth/profile'). */
export type FirstAnswers = Record<string, FirstAnswer>;

/**
 * The answers as the text of a data block: JSON in which '<' is escaped, so that nothing in an answer (a record
 * holding '</script>', say) can end the element or open another.
 */
export function firstAnswersText(answers: FirstAnswers): string {
  return JSON.stringify(answers).replace(/</g, '\\u003c');
}

/** Whether a value read back from a data block is an answer of the shape above (a status a response may have). */
export function isFirstAnswer(value: unknown): value is FirstAnswer {
  if (!value || typeof value !== 'object') return false;
  const { status, body } = value as Record<string, unknown>;
  return typeof status === 'number' && Number.isInteger(status) && status >= 200 && status <= 599 && typeof body === 'string';
}

/** A page the server rendered: the HTML of its #root, and the Emotion styles that HTML uses (ids and rules). */
export interface RenderedFirstScreen {
  html: string;
  styleKey: string;
  styleIds: string[];
  css: string;
}

/** What the server's build of the first screen exports (src/app/serverRender/renderFirstScreen.tsx). */
export type FirstScreenRenderer = (address: string, answers: FirstAnswers) => Promise<RenderedFirstScreen | null>;

/** The attribute #root carries when the server rendered the page in it: the browser then hydrates it. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
