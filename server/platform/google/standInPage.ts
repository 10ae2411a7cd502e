/** The consent form's fields, as the page shows them and posts them back. */
export interface ConsentForm {
  clientId: string;
  redirectUri: string;
  scope: string;
  state?: string;
  /** The PKCE challenge, carried through the form to the code it gives. */
  challenge?: { challenge: string; method: string };
  channelId: string;
  channelTitle: string;
  /** Channel ids the person may pick instead of typing one. */
  suggestions: readonly string[];
  /** Why the last submission was refused, shown next to the channel id. */
  error?: string;
}

/** YouTube's own limit on channel titles. */
export const CHANNEL_TITLE_MAX_LENGTH = 100;

const STYLE = `
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1f1f1f; background: #f0f4f9; }
main { max-width: 34rem; margin: 2rem auto; padding: 1.5rem 2rem; background: #fff; border-radius: 1rem; }
h1 { font-size: 1.375rem; line-height: 1.3; }
.notice { padding: 0.5rem 0.75rem; border-left: 4px solid #8a4b00; background: #fff4e5; }
label { display: block; margin-top: 1rem; font-weight: 600; }
input[type=text] { box-sizing: border-box; width: 100%; padding: 0.5rem; font: inherit; border: 1px solid #5f6368; border-radius: 0.25rem; }
.hint { margin: 0.25rem 0 0; font-size: 0.875rem; color: #474747; }
.error { color: #b3261e; font-weight: 600; }
.actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; }
button { padding: 0.5rem 1.5rem; font: inherit; border-radius: 1.25rem; border: 1px solid #0b57d0; cursor: pointer; }
button[value=allow] { color: #fff; background: #0b57d0; }
button[value=cancel] { color: #0b57d0; background: #fff; }
:focus-visible { outline: 3px solid #1f1f1f; outline-offset: 2px; }
code { overflow-wrap: anywhere; }
`;

/** Text for HTML content and double-quoted attributes. */
function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

const NOTICE = 'Development sign-in stand-in — no Google account is used';

/**
 * The form posts to the relative 'auth', which is this very path whatever prefix the stand-in has.
 * Allow comes first: Enter in a field submits with the first button.
 */
export function consentPage(form: ConsentForm): string {
  const hidden = {
    client_id: form.clientId,
    redirect_uri: form.redirectUri,
    response_type: 'code',
    scope: form.scope,
  };
  const optional = {
    ...(form.state !== undefined && { state: form.state }),
    ...(form.challenge && {
      code_challenge: form.challenge.challenge,
      code_challenge_method: form.challenge.method,
    }),
  };
  const hiddenInputs = Object.entries({ ...hidden, ...optional })
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('\n');
  const described = form.error ? 'channel-id-error channel-id-hint' : 'channel-id-hint';
  const options = form.suggestions.map((id) => `<option value="${escapeHtml(id)}"></option>`).join('');
  return page(
    'Choose a YouTube channel — development stand-in',
    `<h1>${NOTICE}</h1>
<p class="notice">Choose the YouTube channel to connect. Nothing is sent to Google.</p>
<p>The application <code>${escapeHtml(form.clientId)}</code> asks to view your YouTube account (read only).
You will then return to <code>${escapeHtml(new URL(form.redirectUri).origin)}</code>.</p>
<form method="post" action="auth">
${hiddenInputs}
<label for="channel-id">YouTube channel id</label>
${form.error ? `<p class="error" id="channel-id-error" role="alert">${escapeHtml(form.error)}</p>` : ''}
<input type="text" id="channel-id" name="channel_id" value="${escapeHtml(form.channelId)}" required
  pattern="UC[\\w\\-]{22}" maxlength="24" list="channel-suggestions" autocomplete="off" spellcheck="false"
  aria-describedby="${described}"${form.error ? ' aria-invalid="true"' : ''}>
<p class="hint" id="channel-id-hint">UC and 22 letters, digits, hyphens or underscores. Pick a suggestion or type
any id: the app will see that channel as yours.</p>
<datalist id="channel-suggestions">${options}</datalist>
<label for="channel-title">Channel title</label>
<input type="text" id="channel-title" name="channel_title" value="${escapeHtml(form.channelTitle)}" maxlength="${CHANNEL_TITLE_MAX_LENGTH}"
  aria-describedby="channel-title-hint">
<p class="hint" id="channel-title-hint">Left empty, it is “Demo channel” and the id's last 4 characters.</p>
<div class="actions">
<button type="submit" name="decision" value="allow">Allow</button>
<button type="submit" name="decision" value="cancel" formnovalidate>Cancel</button>
</div>
</form>`,
  );
}

/** Google's own error page says as little: the error code and one sentence. */
export function errorPage(error: string, description: string): string {
  return page(
    `Error: ${error}`,
    `<h1>Error 400: ${escapeHtml(error)}</h1>
<p>${escapeHtml(description)}</p>
<p class="notice">${NOTICE}.</p>`,
  );
}

/**
 * The pages' own policy, stricter than the host's: no script at all, inline style only, and the form
 * may only go back here and then on to the app (browsers apply form-action to the redirect too).
 */
export function pageSecurityPolicy(redirectUri?: string): string {
  const formAction = ["'self'", ...(redirectUri ? [new URL(redirectUri).origin] : [])].join(' ');
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action ${formAction}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** A channel picture drawn from the id alone, as a data: URL, so it needs no route and no host name. */
export function channelIcon(channelId: string): string {
  const hue = [...channelId].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 360, 0);
  const letters = escapeHtml(channelId.slice(-2));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 88 88">` +
    `<rect width="88" height="88" fill="hsl(${hue}, 60%, 40%)"/>` +
    `<text x="44" y="56" font-family="sans-serif" font-size="32" text-anchor="middle" fill="#fff">${letters}</text>` +
    `</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
