import { escapeHtml } from '../html-text';

/** The console's own styles: inline in its page, which runs no script at all. */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,sans-serif;color:#111;background:#f4f5f7}
header,main{max-width:1200px;margin:0 auto;padding:12px 16px}
header{display:flex;flex-wrap:wrap;gap:12px;align-items:center;justify-content:space-between}
h1{font-size:1.4rem;margin:0}h2{font-size:1.15rem;margin:0 0 8px}h3{font-size:1rem;margin:12px 0 4px}
section,.card{background:#fff;border:1px solid #c9ced6;border-radius:6px;padding:12px;margin:0 0 16px}
.remotes{display:grid;grid-template-columns:repeat(auto-fill,minmax(340px,1fr));gap:16px}
.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:4px 8px;border-bottom:1px solid #dde1e6;vertical-align:top}
form{display:flex;flex-wrap:wrap;gap:8px;align-items:flex-end;margin:8px 0}
label{display:flex;flex-direction:column;font-size:.9rem}
input,select,button{font:inherit;min-height:40px;padding:4px 8px;border:1px solid #595959;border-radius:4px}
button{background:#0b57d0;color:#fff;border-color:#0b57d0;cursor:pointer}
button.danger{background:#b3261e;border-color:#b3261e}
button.plain{background:#fff;color:#111}
:focus-visible{outline:3px solid #e8a200;outline-offset:2px}
.message{padding:8px 12px;border-radius:4px;margin:0 0 16px}
.error{background:#fde7e9;border:1px solid #b3261e}.done{background:#e6f4ea;border:1px solid #1e7e34}
code{word-break:break-all}
@media (max-width:480px){.remotes{grid-template-columns:1fr}form{flex-direction:column;align-items:stretch}}
`;

/** The strict policy of the console's pages: no script, styles only its own, forms only to itself. */
export const OPS_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** The console is an operators' tool: English, whatever locale its path names. */
export function opsDocument(title: string, header: string, body: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>` +
    `<body><header>${header}</header><main>${body}</main></body></html>`
  );
}

export type Message = { kind: 'error' | 'done'; text: string };

export const messageBox = (message: Message | undefined): string =>
  message
    ? `<p class="message ${message.kind}" role="${message.kind === 'error' ? 'alert' : 'status'}">${escapeHtml(message.text)}</p>`
    : '';

/** The sign-in form: the operator's name (for the audit log) and the API's admin key. */
export function signInPage(action: string, message?: Message): string {
  const form =
    `<section aria-labelledby="sign-in"><h2 id="sign-in">Sign in</h2>${messageBox(message)}` +
    `<form method="post" action="${escapeHtml(action)}">` +
    `<label>Your name (recorded in the audit log)<input name="name" autocomplete="username" required maxlength="64"></label>` +
    `<label>Admin key<input name="key" type="password" autocomplete="current-password" required></label>` +
    `<button type="submit">Sign in</button></form></section>`;
  return opsDocument('Release console · sign in', '<h1>Release console</h1>', form);
}

/** A form posting to the console, with the hidden fields every change carries. */
export function postForm(action: string, hidden: Record<string, string>, inner: string, label: string): string {
  const fields = Object.entries(hidden)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form method="post" action="${escapeHtml(action)}" aria-label="${escapeHtml(label)}">${fields}${inner}</form>`;
}

export const versionOptions = (versions: readonly string[], selected?: string): string =>
  versions.map((v) => `<option value="${escapeHtml(v)}"${v === selected ? ' selected' : ''}>${escapeHtml(v)}</option>`).join('');
