// HTML of the bundled provider's German pages (sign-in, sign-out, errors). Plain server-rendered
// markup: the pages must work before the app has loaded and without any script.
import { OIDC_TEXTS as T } from './texts.ts';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char]);
}

const STYLE = `
  :root { color-scheme: light; --blue: #1565c0; --orange: #ef6c00; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: flex; align-items: center; justify-content: center;
    font-family: Roboto, "Helvetica Neue", Arial, sans-serif; background: linear-gradient(160deg, #e3f2fd 0%, #fff3e0 100%); color: #1f2933; }
  main { width: min(440px, calc(100vw - 32px)); background: #fff; border-radius: 16px; padding: 32px 28px;
    box-shadow: 0 10px 30px rgba(21, 101, 192, .15); }
  .brand { display: flex; align-items: center; gap: 12px; margin-bottom: 24px; }
  .brand img { width: 48px; height: 48px; border-radius: 12px; }
  .brand span { font-size: 1.6rem; font-weight: 700; color: var(--blue); }
  h1 { font-size: 1.4rem; margin: 0 0 8px; }
  p { line-height: 1.5; margin: 0 0 20px; color: #52606d; }
  label { display: block; font-weight: 600; margin: 16px 0 6px; }
  input { width: 100%; min-height: 48px; font-size: 1.1rem; padding: 14px 12px; border: 1px solid #6b7785; border-radius: 8px; }
  input:focus { outline: 3px solid rgba(21, 101, 192, .35); border-color: var(--blue); }
  button, .button { display: block; width: 100%; min-height: 48px; margin-top: 28px; padding: 14px; font-size: 1.1rem; font-weight: 600;
    color: #fff; background: var(--blue); border: 0; border-radius: 8px; cursor: pointer; text-align: center; text-decoration: none; }
  button:hover, .button:hover { background: #0d47a1; }
  .error { background: #fdecea; color: #b71c1c; border-left: 4px solid #d32f2f; padding: 12px 14px; border-radius: 6px; margin-bottom: 8px; }
`;

function layout(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#1565c0">
<title>${escapeHtml(title)} – ${T.appName}</title>
<style>${STYLE}</style>
${head}
</head>
<body><main>
<div class="brand"><img src="/icons/icon-192.png" alt=""><span>${T.appName}</span></div>
${body}
</main></body>
</html>`;
}

export function loginPage(options: { action: string; username?: string; error?: string }): string {
  const error = options.error ? `<div class="error" role="alert">${escapeHtml(options.error)}</div>` : '';
  return layout(
    T.loginTitle,
    `<h1>${T.loginTitle}</h1>
<p>${T.loginIntro}</p>
${error}
<form method="post" action="${escapeHtml(options.action)}" autocomplete="on">
  <label for="username">${T.username}</label>
  <input id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(options.username ?? '')}" ${options.username ? '' : 'autofocus'}>
  <label for="password">${T.password}</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required ${options.username ? 'autofocus' : ''}>
  <button type="submit">${T.submit}</button>
</form>`,
  );
}

/** The one inline script of these pages; the Content-Security-Policy allows it by its hash. */
export const AUTO_SUBMIT_SCRIPT = 'document.forms[0].submit()';

/** Sign-out confirmation that submits itself: the user already chose 'Abmelden' in the app. */
export function logoutPage(formHtml: string): string {
  const form = formHtml.replace('</form>', `<input type="hidden" name="logout" value="yes"><button type="submit">${T.logoutButton}</button></form>`);
  return layout(
    T.logoutTitle,
    `<h1>${T.logoutTitle}</h1><p>${T.logoutBusy}</p>${form}
<script>${AUTO_SUBMIT_SCRIPT}</script>`,
  );
}

export function loggedOutPage(appUrl: string): string {
  return layout(
    T.loggedOutTitle,
    `<h1>${T.loggedOutTitle}</h1><p>${T.loggedOut}</p><a class="button" href="${escapeHtml(appUrl)}">${T.backToApp}</a>`,
  );
}

export function errorPage(appUrl: string, detail?: string): string {
  const info = detail ? `<div class="error" role="alert">${escapeHtml(detail)}</div>` : '';
  return layout(
    T.errorTitle,
    `<h1>${T.errorTitle}</h1><p>${T.errorIntro}</p>${info}<a class="button" href="${escapeHtml(appUrl)}">${T.backToApp}</a>`,
  );
}
