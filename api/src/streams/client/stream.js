/*
 * A live "stream" drawn from the event's live data: the pitch or court of its sport, the ball in
 * play, and the score and clock refreshed from the API every two seconds. It runs in the site's
 * sandboxed frame (opaque origin): no cookies, no storage, data only from /api/streams.
 */
'use strict';

(() => {
  const REFRESH_MS = 2000;
  const SVG = 'http://www.w3.org/2000/svg';
  const config = JSON.parse(document.getElementById('stream-config').textContent);
  const $ = (id) => document.getElementById(id);
  const t = (key, values = {}) => config.texts[key].replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));

  function shape(tag, attributes, parent) {
    const node = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
    parent.append(node);
    return node;
  }

  /** The playing surface of each sport, on a 200 × 120 board. */
  const SURFACES = {
    pitch(svg) {
      shape('rect', { class: 'surface grass', x: 0, y: 0, width: 200, height: 120 }, svg);
      shape('rect', { class: 'line', x: 6, y: 6, width: 188, height: 108 }, svg);
      shape('line', { class: 'line', x1: 100, y1: 6, x2: 100, y2: 114 }, svg);
      shape('circle', { class: 'line', cx: 100, cy: 60, r: 16 }, svg);
      shape('rect', { class: 'line', x: 6, y: 34, width: 24, height: 52 }, svg);
      shape('rect', { class: 'line', x: 170, y: 34, width: 24, height: 52 }, svg);
    },
    court(svg) {
      shape('rect', { class: 'surface wood', x: 0, y: 0, width: 200, height: 120 }, svg);
      shape('rect', { class: 'line', x: 6, y: 6, width: 188, height: 108 }, svg);
      shape('line', { class: 'line', x1: 100, y1: 6, x2: 100, y2: 114 }, svg);
      shape('circle', { class: 'line', cx: 100, cy: 60, r: 14 }, svg);
      shape('path', { class: 'line', d: 'M6 20 A44 40 0 0 1 6 100 M194 20 A44 40 0 0 0 194 100' }, svg);
      shape('circle', { class: 'hoop', cx: 16, cy: 60, r: 3 }, svg);
      shape('circle', { class: 'hoop', cx: 184, cy: 60, r: 3 }, svg);
    },
    tennis(svg) {
      shape('rect', { class: 'surface hard', x: 0, y: 0, width: 200, height: 120 }, svg);
      shape('rect', { class: 'line', x: 20, y: 14, width: 160, height: 92 }, svg);
      shape('line', { class: 'line', x1: 20, y1: 26, x2: 180, y2: 26 }, svg);
      shape('line', { class: 'line', x1: 20, y1: 94, x2: 180, y2: 94 }, svg);
      shape('line', { class: 'line', x1: 60, y1: 60, x2: 140, y2: 60 }, svg);
      shape('line', { class: 'net', x1: 100, y1: 8, x2: 100, y2: 112 }, svg);
    },
    rink(svg) {
      shape('rect', { class: 'surface ice', x: 0, y: 0, width: 200, height: 120, rx: 24 }, svg);
      shape('line', { class: 'red-line', x1: 100, y1: 0, x2: 100, y2: 120 }, svg);
      shape('line', { class: 'blue-line', x1: 70, y1: 0, x2: 70, y2: 120 }, svg);
      shape('line', { class: 'blue-line', x1: 130, y1: 0, x2: 130, y2: 120 }, svg);
      shape('circle', { class: 'red-circle', cx: 100, cy: 60, r: 14 }, svg);
    },
    oval(svg) {
      shape('rect', { class: 'surface dark-grass', x: 0, y: 0, width: 200, height: 120 }, svg);
      shape('ellipse', { class: 'surface grass', cx: 100, cy: 60, rx: 96, ry: 56 }, svg);
      shape('rect', { class: 'strip', x: 90, y: 40, width: 20, height: 40 }, svg);
    },
  };
  const SURFACE_OF = { FOOT: 'pitch', EFOT: 'pitch', BASK: 'court', EBSK: 'court', TENN: 'tennis', ICEH: 'rink', CRIC: 'oval' };

  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 200 120');
  svg.setAttribute('aria-hidden', 'true');
  (SURFACES[SURFACE_OF[config.state.sportCode]] || SURFACES.pitch)(svg);
  const ball = shape('circle', { class: 'ball', cx: 0, cy: 0, r: 3.5 }, svg);
  $('field').append(svg);

  let state = config.state;
  let ballTimer = null;

  /** The ball drifts towards a random spot; after a score it goes back to the middle. */
  function moveBall(toCentre = false) {
    const x = toCentre ? 100 : 20 + Math.random() * 160;
    const y = toCentre ? 60 : 14 + Math.random() * 92;
    ball.style.transform = `translate(${x}px, ${y}px)`;
  }

  function show(next) {
    const scored = next.score[0] !== state.score[0] || next.score[1] !== state.score[1];
    state = next;
    const detail = next.detail ? ` (${next.detail[0]}–${next.detail[1]})` : '';
    $('score').textContent = `${next.score[0]} – ${next.score[1]}${detail}`;
    $('period').textContent = next.period;
    const running = next.clockStatus === 'RUNNING';
    // Tennis and cricket have no match clock worth showing: sets and overs tell the story.
    const untimed = next.finished || next.sportCode === 'TENN' || next.sportCode === 'CRIC';
    $('clock').textContent = untimed ? '' : t('minute', { minute: next.minutes });
    $('badge').textContent = t(next.finished ? 'ended' : running ? 'live' : 'paused');
    document.body.classList.toggle('paused', !running);
    if (scored) {
      document.body.classList.remove('scored');
      // Reading layout restarts the flash animation when two scores come close together.
      void document.body.offsetWidth;
      document.body.classList.add('scored');
      moveBall(true);
    }
    if (next.finished) {
      clearInterval(ballTimer);
      moveBall(true);
    }
  }

  async function refresh() {
    try {
      const response = await fetch(`/api/streams/${config.eventId}/state`, { credentials: 'omit', cache: 'no-store' });
      if (response.status === 404) {
        $('notice').textContent = t('not-live');
        return false;
      }
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      $('notice').textContent = '';
      show(await response.json());
      return !state.finished;
    } catch {
      $('notice').textContent = t('connection-lost');
      return true;
    }
  }

  async function loop() {
    while (await refresh()) await new Promise((resolve) => setTimeout(resolve, REFRESH_MS));
  }

  show(state);
  moveBall(true);
  ballTimer = setInterval(() => {
    if (state.clockStatus === 'RUNNING') moveBall();
  }, 1200);
  loop();
})();
