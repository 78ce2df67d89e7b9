// The HTML of the offline ORCID sign-in simulator: one accessible page (language, title, headings, labelled
// controls, an alert for errors). Every value that reaches the page is HTML-escaped.

export interface SimulatorIdentity {
  orcidId: string;
  name: string;
}

/** The ORCID members the simulator offers to sign in as; any other valid iD can be typed. */
export const simulatorIdentities: readonly SimulatorIdentity[] = [
  { orcidId: '0000-0002-1825-0097', name: 'Daniel Okafor' },
  { orcidId: '0000-0003-1415-9269', name: 'Maria Lindqvist' },
  { orcidId: '0000-0002-2718-2815', name: 'Priya Raman' },
];

export const SIMULATOR_TITLE = 'ORCID sign-in simulator (offline stand-in for ORCID)';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6f4; color: #1d2b1f; }
  main { max-width: 36rem; margin: 2rem auto; padding: 1.5rem 2rem; background: #fff; border: 1px solid #c9d3c9; border-radius: 8px; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  h2 { font-size: 1.15rem; }
  .notice { background: #fff7d6; border-left: 4px solid #8a6d00; padding: 0.75rem 1rem; }
  .error { color: #9b1c1c; font-weight: 600; }
  fieldset { border: 1px solid #c9d3c9; border-radius: 6px; margin: 1rem 0; }
  .choice { margin: 0.4rem 0; }
  input[type=text] { font: inherit; padding: 0.4rem; width: 100%; box-sizing: border-box; }
  .hint { color: #3f4f42; font-size: 0.9rem; }
  .actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.5rem 1.5rem; border-radius: 4px; border: 1px solid #2f5e34; cursor: pointer; }
  button[value=approve] { background: #2f5e34; color: #fff; }
  button[value=deny] { background: #fff; color: #2f5e34; }
  button:focus-visible, input:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
`;

function layout(body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(SIMULATOR_TITLE)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>ORCID sign-in simulator</h1>
<p class="notice"><strong>This is not ORCID.</strong> It is the offline stand-in for ORCID sign-in built into the
TAIR reference server, used when no ORCID client is configured. No ORCID account is contacted; the iD you choose
here is passed to TAIR as if ORCID had confirmed it.</p>
${body}
</main>
</body>
</html>
`;
}

export interface AuthorizePageOptions {
  requestId: string;
  /** Where the answer goes, shown so the user knows which site asks. */
  requesterOrigin: string;
  typedOrcidId?: string;
  chosenOrcidId?: string;
  error?: string;
}

export function renderAuthorizePage({ requestId, requesterOrigin, typedOrcidId = '', chosenOrcidId, error }: AuthorizePageOptions): string {
  const chosen = chosenOrcidId ?? simulatorIdentities[0]?.orcidId;
  const choices = simulatorIdentities
    .map((identity, index) => {
      const id = `orcid-choice-${index}`;
      const checked = identity.orcidId === chosen ? ' checked' : '';
      return `<div class="choice"><input type="radio" id="${id}" name="orcid_choice" value="${escapeHtml(identity.orcidId)}"${checked}>
<label for="${id}">${escapeHtml(identity.name)} (${escapeHtml(identity.orcidId)})</label></div>`;
    })
    .join('\n');
  const describedBy = error ? 'orcid-typed-hint orcid-error' : 'orcid-typed-hint';
  return layout(`<p>The site at <strong>${escapeHtml(requesterOrigin)}</strong> asks to know your ORCID iD.</p>
${error ? `<p id="orcid-error" class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/orcid-simulator/oauth/authorize">
<input type="hidden" name="request_id" value="${escapeHtml(requestId)}">
<h2>Sign in as</h2>
<fieldset>
<legend>Choose an ORCID iD</legend>
${choices}
</fieldset>
<label for="orcid-typed">Or type an ORCID iD</label>
<input type="text" id="orcid-typed" name="orcid_typed" autocomplete="off" spellcheck="false" aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ''} value="${escapeHtml(typedOrcidId)}">
<p id="orcid-typed-hint" class="hint">Sixteen characters in four groups, e.g. 0000-0002-1825-0097. A typed iD is used instead of the choice above.</p>
<h2>Allow access?</h2>
<div class="actions">
<button type="submit" name="decision" value="approve">Approve</button>
<button type="submit" name="decision" value="deny">Deny</button>
</div>
</form>`);
}

export function renderErrorPage(message: string): string {
  return layout(`<h2>The sign-in cannot continue</h2>
<p class="error" role="alert">${escapeHtml(message)}</p>
<p>Go back to TAIR and choose “Login with ORCID” or “Connect ORCID for TAIR Access” again.</p>`);
}
