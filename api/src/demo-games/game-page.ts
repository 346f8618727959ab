/** The HTML of a demo game (an embedded page: see http/embedded-page.ts) and the files it loads. */
import path from 'node:path';
import { readableTextOn, type Locale } from '@sportsbook/contracts';
import { assetUrl, embeddedPageHead, escapeHtml, jsonForHtml, loadStaticAssets, type StaticAsset } from '../http/embedded-page';
import type { GameDefinition } from './game-catalogue';
import { GAME_TEXTS } from './game-texts';

export const GAME_ASSET_PREFIX = '/api/demo-games/assets/';

/** The games' script and style files, read once at start-up. */
export const loadGameAssets = (): ReadonlyMap<string, StaticAsset> =>
  loadStaticAssets(path.join(__dirname, 'client'), ['core.js', 'football.js', 'draw.js', 'crash.js', 'game.css']);

export interface GamePageInput {
  provider: string;
  game: GameDefinition;
  locale: Locale;
  /** The brand's currency, until the page learns the player's. */
  currency: string;
  /** Leap's deep-linked game, shown under the title. */
  gameId?: string;
  assets: ReadonlyMap<string, StaticAsset>;
}

export function gamePage({ provider, game, locale, currency, gameId, assets }: GamePageInput): string {
  const texts = GAME_TEXTS[locale];
  const asset = (name: string) => assetUrl(GAME_ASSET_PREFIX, assets, name);
  const config = {
    provider,
    family: game.family,
    title: game.title,
    accent: game.accent,
    accentText: readableTextOn(game.accent),
    locale,
    texts,
  };
  const title = escapeHtml(game.title);
  return `${embeddedPageHead(locale, title, asset('game.css'))}
<body class="family-${game.family}">
<main aria-labelledby="game-title">
<header>
<h1 id="game-title">${title}</h1>
${gameId ? `<p id="game-id">${escapeHtml(gameId)}</p>` : ''}
<p id="round"></p>
<p id="timer">${escapeHtml(texts.connecting)}</p>
</header>
<section id="board" aria-label="${title}"></section>
<fieldset id="controls" disabled>
<div id="picks"></div>
<label class="field" for="stake"><span id="stake-label">${escapeHtml(texts.stake.replace('{currency}', currency))}</span></label>
<input id="stake" type="number" inputmode="decimal" step="0.01" aria-describedby="stake-hint">
<small id="stake-hint"></small>
<button id="place-bet" type="button">${escapeHtml(texts['place-bet'])}</button>
</fieldset>
<button id="play-real" type="button" hidden>${escapeHtml(texts['play-real'])}</button>
<p id="last-result"></p>
<p id="wallet"></p>
<p id="status" role="status" aria-live="polite">${escapeHtml(texts.connecting)}</p>
</main>
<script type="application/json" id="game-config">${jsonForHtml(config)}</script>
<script src="${asset('core.js')}"></script>
<script src="${asset(`${game.family}.js`)}"></script>
</body>
</html>`;
}
