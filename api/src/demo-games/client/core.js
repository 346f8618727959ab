/*
 * The part every demo game shares: the sportsbook-game/1 protocol with the page that frames it,
 * the round clock, stakes, real-money bets through the game API and play money in demo mode.
 * A family script (football.js, draw.js, crash.js) calls SportsbookGame.run(family) with what
 * differs: how a round's offer is shown, what a pick is, and how the round plays out.
 *
 * The page runs in a sandbox with an opaque origin: no cookies, no storage. The game token from
 * the launch URL is the only credential, sent in a header to the game API.
 */
'use strict';

self.SportsbookGame = (() => {
  const PROTOCOL = 'sportsbook-game/1';

  const config = JSON.parse(document.getElementById('game-config').textContent);
  const params = new URL(location.href).searchParams;
  const token = params.get('token') || '';
  const parentOrigin = originOf(params.get('parentOrigin'));
  const base = `/api/demo-games/${config.provider}`;
  const $ = (id) => document.getElementById(id);
  document.documentElement.style.setProperty('--accent', config.accent);
  document.documentElement.style.setProperty('--accent-text', config.accentText);

  /** A new element with optional id, class and text: the games build their boards with this. */
  function element(tag, { id, className } = {}, text) {
    const node = document.createElement(tag);
    if (id) node.id = id;
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function originOf(value) {
    try {
      const url = new URL(value || '');
      return /^https?:$/.test(url.protocol) ? url.origin : null;
    } catch {
      return null;
    }
  }

  function t(key, values = {}) {
    return (config.texts[key] || key).replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));
  }

  /** Posts only to the page that launched the game, never to "*". */
  function post(type, extra = {}) {
    if (parentOrigin && parent !== self) parent.postMessage({ protocol: PROTOCOL, type, ...extra }, parentOrigin);
  }

  const state = {
    started: false,
    locale: config.locale,
    currency: null,
    real: false,
    playMoney: 0,
    playMoneyGiven: false,
    round: null,
    bet: null,
    clockOffset: 0,
    family: null,
  };

  const now = () => Date.now() + state.clockOffset;
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

  function money(amount, currency = state.currency) {
    try {
      return new Intl.NumberFormat(state.locale, { style: 'currency', currency }).format(amount);
    } catch {
      return `${amount.toFixed(2)} ${currency}`;
    }
  }
  const odds = (value) => value.toFixed(2);

  function say(key, values, tone = 'info') {
    const status = $('status');
    status.textContent = t(key, values);
    status.dataset.tone = tone;
  }

  async function request(path, options = {}) {
    const headers = { ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers };
    const response = await fetch(`${base}${path}`, { ...options, headers, credentials: 'omit', cache: 'no-store' });
    const body = await response.json().catch(() => ({}));
    return { status: response.status, body };
  }

  const RESULT_RETRIES = 5;

  const ERROR_TEXTS = {
    INSUFFICIENT_FUNDS: 'error-funds',
    INVALID_STAKE: 'error-stake',
    ROUND_CLOSED: 'error-closed',
    ROUND_OPEN: 'error-closed',
  };

  function showError({ status, body }) {
    if (status === 401) {
      say('error-session', {}, 'error');
      post('login-required');
      return;
    }
    const limits = state.round.stake;
    say(ERROR_TEXTS[body.code] || 'error-generic', { min: money(limits.min), max: money(limits.max) }, 'error');
  }

  function readStake() {
    const stake = Number($('stake').value);
    const { min, max } = state.round.stake;
    const whole = Math.round(stake * 100);
    if (!Number.isFinite(stake) || stake < min || stake > max || Math.abs(whole - stake * 100) > 1e-6) return null;
    return whole / 100;
  }

  function showPlayMoney() {
    $('wallet').textContent = state.real ? '' : t('play-money', { amount: money(state.playMoney) });
  }

  async function placeBet() {
    if (state.bet) return say('one-bet', {}, 'error');
    const pick = state.family.pick();
    if (!pick) return say('error-pick', {}, 'error');
    const stake = readStake();
    const { min, max } = state.round.stake;
    if (stake === null) return say('error-stake', { min: money(min), max: money(max) }, 'error');
    const offer = state.round.offer;
    // The bet remembers its round, so a loop that restarts after a failed call still settles it.
    const placed = { pick, odds: state.family.odds(offer, pick), stake, round: state.round };
    if (state.real) {
      $('place-bet').disabled = true;
      const response = await request('/bets', {
        method: 'POST',
        headers: { 'x-game-token': token },
        body: JSON.stringify({ round: state.round.round, stake, pick }),
      }).finally(() => ($('place-bet').disabled = false));
      if (response.status !== 201) return showError(response);
      state.bet = { ...placed, id: response.body.id, odds: response.body.odds };
      post('balance-changed');
    } else {
      if (stake > state.playMoney) return say('error-funds', {}, 'error');
      state.playMoney -= stake;
      state.bet = placed;
      showPlayMoney();
    }
    say('bet-placed', {
      pick: state.family.describe(offer, pick),
      odds: odds(state.bet.odds),
      stake: money(stake),
    });
  }

  /** Pays out a finished round: the server settles a real bet (once), play money is settled here. */
  async function settle(round, result) {
    const bet = state.bet && state.bet.round.round === round.round ? state.bet : null;
    state.bet = null;
    const outcome = state.family.describeResult(round.offer, result);
    $('last-result').textContent = t('last-result', { result: outcome });
    if (!bet) return say('no-bet', { result: outcome });
    let win;
    if (state.real) {
      const response = await request(`/bets/${bet.id}/settle`, { method: 'POST', headers: { 'x-game-token': token } });
      if (response.status !== 200) return showError(response);
      win = response.body.win;
      if (win > 0) post('balance-changed');
    } else {
      // Rounded down to the cent, as the book pays real money (@sportsbook/stakes roundPayoutDown).
      win = state.family.wins(result, bet.pick) ? Math.floor(bet.stake * bet.odds * 100 + 1e-6) / 100 : 0;
      state.playMoney += win;
      showPlayMoney();
    }
    if (win > 0) say('won', { amount: money(win) }, 'win');
    else say('lost', {}, 'info');
  }

  /** The round's result once it is out; a call that fails is asked again, a few times, before giving up. */
  async function roundResult(round) {
    for (let failures = 0; ;) {
      const response = await request(`/rounds/${round}/result`).catch((error) => ({ status: 0, error }));
      if (response.status === 200) return response.body;
      if (response.status !== 409 && ++failures > RESULT_RETRIES) {
        throw response.error || new Error(`result of round ${round}: HTTP ${response.status}`);
      }
      await sleep(response.status === 409 ? 300 : 1000);
    }
  }

  async function countdown(until) {
    while (now() < until) {
      $('timer').textContent = t('closes-in', { seconds: Math.ceil((until - now()) / 1000) });
      await sleep(Math.min(250, until - now()));
    }
  }

  function setBetting(open) {
    $('controls').disabled = !open;
    $('board').classList.toggle('closed', !open);
  }

  /** A bet whose round ended while the loop was recovering is settled before the next round is shown. */
  async function settleMissedBet() {
    if (!state.bet) return;
    const round = state.bet.round;
    await settle(round, await roundResult(round.round));
  }

  async function playRound() {
    const { body: round } = await request('/round');
    state.clockOffset = round.serverNow - Date.now();
    if (state.bet && state.bet.round.round !== round.round) await settleMissedBet();
    state.round = round;
    state.currency = state.currency || round.currency;
    if (!state.real && !state.playMoneyGiven) {
      state.playMoneyGiven = true;
      state.playMoney = round.stake.max * 10;
      showPlayMoney();
    }
    if ($('stake').value === '') $('stake').value = String(round.stake.min * 10);
    // The round index counts from 1970; its last digits are enough to tell rounds apart on screen.
    $('round').textContent = t('round', { round: round.round % 10000 });
    $('stake-hint').textContent = t('stake-range', { min: money(round.stake.min), max: money(round.stake.max) });
    $('stake-label').textContent = t('stake', { currency: state.currency });
    state.family.render(round.offer);
    if (now() < round.closesAt) {
      setBetting(true);
      await countdown(round.closesAt);
    }
    setBetting(false);
    $('timer').textContent = t('in-play');
    const result = await roundResult(round.round);
    await state.family.play(round.offer, result, Math.max(0, round.endsAt - now() - 500));
    await settle(round, result);
    await sleep(round.endsAt - now());
  }

  async function loop() {
    for (;;) {
      try {
        await playRound();
      } catch (error) {
        console.error('[demo game]', error);
        say('error-network', {}, 'error');
        await sleep(2000);
      }
    }
  }

  function start(context) {
    if (state.started) return;
    state.started = true;
    state.locale = context.locale || config.locale;
    state.currency = context.currency || null;
    // A guest plays with money that is not theirs to lose; only a token and the page's word make it real.
    state.real = token !== '' && context.demo === false;
    $('place-bet').textContent = t(state.real ? 'place-bet' : 'place-demo-bet');
    $('play-real').hidden = state.real;
    $('status').textContent = '';
    $('place-bet').addEventListener('click', () => placeBet().catch(() => say('error-generic', {}, 'error')));
    $('play-real').addEventListener('click', () => post('login-required'));
    loop();
  }

  function watchHeight() {
    let last = 0;
    const report = () => {
      const height = Math.ceil(document.querySelector('main').getBoundingClientRect().height) + 16;
      if (height !== last) {
        last = height;
        post('resize', { height });
      }
    };
    new ResizeObserver(report).observe(document.querySelector('main'));
  }

  function run(family) {
    state.family = family;
    addEventListener('message', (event) => {
      if (!parentOrigin || event.origin !== parentOrigin || event.source !== parent) return;
      const data = event.data;
      if (data && data.protocol === PROTOCOL && data.type === 'init' && typeof data.demo === 'boolean') start(data);
    });
    watchHeight();
    post('ready');
    // Opened on its own (no page to answer ready), the launch URL alone decides: a token plays for real.
    if (!parentOrigin || parent === self) start({ locale: config.locale, currency: null, demo: token === '' });
  }

  return { run, t, money, odds, sleep, $, element };
})();
