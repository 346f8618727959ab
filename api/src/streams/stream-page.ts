/** The HTML of a live event's stream page (an embedded page: see http/embedded-page.ts). */
import path from 'node:path';
import type { Locale } from '@sportsbook/contracts';
import { assetUrl, embeddedPageHead, escapeHtml, jsonForHtml, loadStaticAssets, type StaticAsset } from '../http/embedded-page';
import type { StreamState } from './stream-state';
import { STREAM_TEXTS } from './stream-texts';

export const STREAM_ASSET_PREFIX = '/api/streams/assets/';

export const loadStreamAssets = (): ReadonlyMap<string, StaticAsset> =>
  loadStaticAssets(path.join(__dirname, 'client'), ['stream.js', 'stream.css']);

export function streamPage(state: StreamState, locale: Locale, assets: ReadonlyMap<string, StaticAsset>): string {
  const texts = STREAM_TEXTS[locale];
  const title = escapeHtml(texts['stream-of'].replace('{home}', state.home).replace('{away}', state.away));
  const config = { eventId: state.eventId, locale, texts, state };
  return `${embeddedPageHead(locale, title, assetUrl(STREAM_ASSET_PREFIX, assets, 'stream.css'))}
<body class="sport-${escapeHtml(state.sportCode.toLowerCase())}">
<main aria-label="${title}">
<p class="scoreline"><span id="home">${escapeHtml(state.home)}</span> <strong id="score">${state.score[0]} – ${state.score[1]}</strong> <span id="away">${escapeHtml(state.away)}</span></p>
<p class="status"><span id="badge" class="badge">${escapeHtml(texts.live)}</span> <span id="clock"></span> <span id="period">${escapeHtml(state.period)}</span></p>
<div id="field" class="field" role="img" aria-label="${title}"></div>
<p id="notice" role="status" aria-live="polite"></p>
</main>
<script type="application/json" id="stream-config">${jsonForHtml(config)}</script>
<script src="${assetUrl(STREAM_ASSET_PREFIX, assets, 'stream.js')}"></script>
</body>
</html>`;
}
