import { REMOTE_NAMES, type RemoteName } from '@sportsbook/contracts';
import { escapeHtml } from '../html-text';
import { folderOf } from '../releases/release-places';
import { revisionOf, type AuditEntry, type Registry, type RegistryEntry } from '../releases/release-registry';
import type { VersionHealth } from '../telemetry/version-health';
import { errorRateSeries, renderSeries, sparkline } from './ops-chart';
import { messageBox, opsDocument, postForm, versionOptions, type Message } from './ops-page';

/** What one brand's console page shows. */
export interface DashboardView {
  /** `/{locale}/ops`: the console's own path, every form posts under it. */
  base: string;
  brand: string;
  brands: readonly string[];
  by: string;
  registry: Registry;
  /** Null when the site has no telemetry to read. */
  health: readonly VersionHealth[] | null;
  /** Each remote's published versions, newest first. */
  published: Record<RemoteName, readonly string[]>;
  /** This brand's changes, newest first. */
  audit: readonly AuditEntry[];
  message?: Message;
  previewLink?: string;
}

const percent = (rate: number): string => `${(rate * 100).toFixed(2)} %`;
const ms = (value: number | null): string => (value === null ? '—' : `${Math.round(value)} ms`);

function roleOf(entry: RegistryEntry, version: string): string {
  if (version === entry.stable) return 'stable';
  if (version === entry.canary?.version) return `canary (${entry.canary.share} %)`;
  return version === entry.previous ? 'previous' : 'seen';
}

function healthTable(view: DashboardView, remote: RemoteName, entry: RegistryEntry): string {
  if (view.health === null) return '<p>No telemetry is connected to this site.</p>';
  const rows = view.health.filter((row) => row.remote === remote);
  if (rows.length === 0) return '<p>No page has reported this remote yet.</p>';
  const body = rows
    .map((row) => {
      const name = `${folderOf(remote)} ${row.version}`;
      const charts =
        sparkline(errorRateSeries(row.series), `Error rate of ${name} over the last hours`, '#b3261e') +
        sparkline(renderSeries(row.series), `p75 time to first render of ${name} over the last hours`, '#0b57d0');
      return (
        `<tr><th scope="row"><code>${escapeHtml(row.version)}</code></th><td>${roleOf(entry, row.version)}</td>` +
        `<td>${row.loads}</td><td>${percent(row.errorRate)}</td><td>${ms(row.renderP75Ms)}</td><td>${charts}</td></tr>`
      );
    })
    .join('');
  return (
    `<div class="scroll" role="region" tabindex="0" aria-label="Health of ${folderOf(remote)} per version"><table>` +
    `<thead><tr><th scope="col">Version</th><th scope="col">Role</th><th scope="col">Loads</th><th scope="col">Error rate</th>` +
    `<th scope="col">p75 first render</th><th scope="col">Last hours</th></tr></thead><tbody>${body}</tbody></table></div>`
  );
}

const reasonField = (value = ''): string =>
  `<label>Reason<input name="reason" required maxlength="200" value="${escapeHtml(value)}"></label>`;

function actionForms(view: DashboardView, remote: RemoteName, entry: RegistryEntry): string {
  const hidden = { brand: view.brand, remote, revision: String(revisionOf(view.registry)) };
  const change = `${view.base}/change`;
  const others = view.published[remote].filter((version) => version !== entry.stable);
  const name = folderOf(remote);
  const canary =
    others.length === 0 || entry.stable === undefined
      ? ''
      : postForm(
          change,
          { ...hidden, action: 'canary' },
          `<label>Canary version<select name="version">${versionOptions(others, entry.canary?.version)}</select></label>` +
            `<label>Share (%)<input name="share" type="number" min="0" max="100" step="1" required value="${entry.canary?.share ?? 10}"></label>` +
            `${reasonField()}<button type="submit">Set share</button>`,
          `Set the canary share of ${name}`,
        );
  const promote =
    others.length === 0
      ? ''
      : postForm(
          change,
          { ...hidden, action: 'promote' },
          `<label>Version to promote<select name="version">${versionOptions(others, entry.canary?.version)}</select></label>` +
            `${reasonField()}<button type="submit">Promote</button>`,
          `Promote a version of ${name}`,
        );
  const rollback =
    entry.canary === undefined && entry.previous === undefined
      ? ''
      : postForm(
          change,
          { ...hidden, action: 'rollback' },
          `${reasonField('Rolled back from the console')}<button type="submit" class="danger">Roll back</button>`,
          `Roll back ${name}`,
        );
  return canary + promote + rollback + previewForm(view, remote, hidden);
}

function previewForm(view: DashboardView, remote: RemoteName, hidden: Record<string, string>): string {
  const versions = view.published[remote];
  if (versions.length === 0) return '';
  return postForm(
    `${view.base}/preview`,
    hidden,
    `<label>Preview version<select name="version">${versionOptions(versions)}</select></label>` +
      `<button type="submit" name="mode" value="here" class="plain">Preview in this browser</button>` +
      `<button type="submit" name="mode" value="link" class="plain">Make a preview link</button>`,
    `Preview a version of ${folderOf(remote)}`,
  );
}

function remoteCard(view: DashboardView, remote: RemoteName): string {
  const entry = view.registry.remotes[remote];
  const id = `remote-${remote}`;
  const canary = entry.canary ? `<code>${escapeHtml(entry.canary.version)}</code> at ${entry.canary.share} %` : 'none';
  return (
    `<section class="card" aria-labelledby="${id}"><h3 id="${id}">${folderOf(remote)}</h3>` +
    `<dl><dt>Stable</dt><dd><code>${escapeHtml(entry.stable ?? '(unreleased build)')}</code></dd>` +
    `<dt>Canary</dt><dd>${canary}</dd>` +
    (entry.previous ? `<dt>Previous</dt><dd><code>${escapeHtml(entry.previous)}</code></dd>` : '') +
    `</dl>${healthTable(view, remote, entry)}${actionForms(view, remote, entry)}</section>`
  );
}

function auditTable(audit: readonly AuditEntry[]): string {
  const rows = audit
    .map(
      (e) =>
        `<tr><td>${escapeHtml(e.at)}</td><td>${escapeHtml(e.by)}</td><td>${folderOf(e.remote)}</td><td>${escapeHtml(e.action)}</td>` +
        `<td>${escapeHtml(e.reason)}</td><td>${e.revision}</td></tr>`,
    )
    .join('');
  return (
    `<section><h2>Audit log</h2>` +
    `<div class="scroll" role="region" tabindex="0" aria-label="Audit log"><table><thead><tr><th scope="col">When (UTC)</th>` +
    `<th scope="col">Who</th><th scope="col">Remote</th><th scope="col">Change</th><th scope="col">Reason</th>` +
    `<th scope="col">Revision</th></tr></thead><tbody>${rows}</tbody></table></div></section>`
  );
}

function header(view: DashboardView): string {
  const links = view.brands
    .map((b) => `<a href="${view.base}?brand=${b}"${b === view.brand ? ' aria-current="page"' : ''}>${b}</a>`)
    .join(' · ');
  return (
    `<h1>Release console: ${escapeHtml(view.brand)}</h1><nav aria-label="Brands">${links}</nav>` +
    postForm(
      `${view.base}/sign-out`,
      {},
      `<button type="submit" class="plain">Sign out ${escapeHtml(view.by)}</button>`,
      'Sign out',
    )
  );
}

export function dashboardPage(view: DashboardView): string {
  const link = view.previewLink
    ? `<p class="message done" role="status">Preview link for one browser, valid one hour; open it on this brand’s site: <code>${escapeHtml(view.previewLink)}</code></p>`
    : '';
  const body =
    messageBox(view.message) +
    link +
    `<section aria-labelledby="remotes"><h2 id="remotes">Remotes at revision ${revisionOf(view.registry)}</h2>` +
    `<div class="remotes">${REMOTE_NAMES.map((remote) => remoteCard(view, remote)).join('')}</div></section>` +
    auditTable(view.audit);
  return opsDocument(`Release console · ${view.brand}`, header(view), body);
}
