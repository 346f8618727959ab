import { contrastRatio, readableTextOn, type SessionResponse, type WalletBalanceResponse } from '@sportsbook/contracts';
import type { InjectOptions } from 'fastify';
import { serverSetting } from '../db/database';
import { freshPlayer, testServer, type LoggedIn, type TestServer } from '../testing/test-server';
import { GAMES } from './game-catalogue';
import { GAME_TEXTS, type GameTextKey } from './game-texts';
import {
  BETTING_MS,
  ROUND_MS,
  roundAt,
  roundResult,
  type CrashResult,
  type FootballResult,
  type FootballOutcome,
} from './game-rounds';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
});
afterAll(() => server.app.close());

/** Each test starts at the opening of a fresh round. */
beforeEach(() => {
  server.clock.advance(ROUND_MS - (server.clock.now % ROUND_MS));
});

const inject = (options: InjectOptions | string) => server.app.inject(options);

async function sessionOf(player: LoggedIn): Promise<SessionResponse> {
  return (await inject({ url: '/api/session', headers: player.headers })).json<SessionResponse>();
}

async function balanceOf(player: LoggedIn): Promise<number> {
  const res = await inject({ url: '/api/accounts/me/balance', headers: player.headers });
  return res.json<WalletBalanceResponse>().wallets.sportsbook.withdrawableAmount;
}

const bet = (provider: string, token: string | undefined, body: unknown) =>
  inject({
    method: 'POST',
    url: `/api/demo-games/${provider}/bets`,
    headers: token === undefined ? {} : { 'x-game-token': token },
    payload: body as Record<string, unknown>,
  });

const settle = (provider: string, token: string, betId: number) =>
  inject({ method: 'POST', url: `/api/demo-games/${provider}/bets/${betId}/settle`, headers: { 'x-game-token': token } });

/** What kiron's current round will end as, read the way the server reads it (tests know the secret). */
function kironResult(): FootballResult {
  const secret = serverSetting(server.ctx.db, 'game_secret', () => 'unused');
  return roundResult(GAMES.kiron, 'kiron', roundAt(server.clock.now), secret) as FootballResult;
}
const losingOutcome = (won: FootballOutcome): FootballOutcome => (won === '1' ? '2' : '1');

describe('the game page', () => {
  it('serves every provider with a strict policy, framed only by the site, in the launch locale', async () => {
    for (const provider of Object.keys(GAMES)) {
      const res = await inject(`/api/demo-games/${provider}?token=&locale=es&parentOrigin=http%3A%2F%2Flocalhost%3A3000`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toContain('<html lang="es">');
      expect(res.body).toContain('Apostar');
      // Nothing inline may run: the only scripts are files and a JSON data block.
      expect(res.body.match(/<script(?![^>]*(src=|type="application\/json"))/g)).toBeNull();
    }
  });

  it('speaks Vietnamese, Thai, Chinese and Indonesian on the page and in the words it gives the game script', async () => {
    const words = { vi: 'Cược bằng tiền ảo', th: 'เดิมพันด้วยเงินทดลอง', zh: '用虚拟币投注', id: 'Bertaruh dengan uang main' };
    for (const [locale, demoBet] of Object.entries(words)) {
      const res = await inject(`/api/demo-games/kiron?token=&locale=${locale}`);
      expect(res.body).toContain(`<html lang="${locale}">`);
      const config = JSON.parse(/<script type="application\/json" id="game-config">(.*?)<\/script>/s.exec(res.body)?.[1] ?? '{}');
      expect(config).toMatchObject({ locale, texts: { 'place-demo-bet': demoBet } });
    }
    expect((await inject('/api/demo-games/kiron?locale=vi')).body).toContain('Đặt cược');
  });

  it('keeps every value slot of the English texts in each translation', () => {
    const slots = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
    for (const texts of Object.values(GAME_TEXTS)) {
      for (const [key, english] of Object.entries(GAME_TEXTS.en)) {
        expect([key, slots(texts[key as GameTextKey])]).toEqual([key, slots(english)]);
      }
    }
  });

  it('falls back to English for other locales and escapes what the URL carries', async () => {
    const res = await inject('/api/demo-games/leap?locale=de&gameId=%3Cimg%20src%3Dx%3E');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain('&lt;img src=x&gt;');
    expect(res.body).not.toContain('<img');
  });

  it('404s an unknown provider and 400s a malformed locale', async () => {
    expect((await inject('/api/demo-games/casino')).json()).toMatchObject({ statusCode: 404, code: 'UNKNOWN_PROVIDER' });
    expect((await inject('/api/demo-games/kiron?locale=../../x')).statusCode).toBe(400);
  });

  it("serves the page's script and style for a year, and nothing else from that folder", async () => {
    const page = (await inject('/api/demo-games/cryptoblast')).body;
    const script = /src="(\/api\/demo-games\/assets\/crash\.js\?v=\w+)"/.exec(page)?.[1];
    expect(script).toBeDefined();
    const res = await inject(script as string);
    expect(res.headers['content-type']).toContain('text/javascript');
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await inject('/api/demo-games/assets/game.css')).headers['content-type']).toContain('text/css');
    expect((await inject('/api/demo-games/assets/missing.js')).statusCode).toBe(404);
    expect((await inject('/api/demo-games/assets/..%2Fgame-routes.ts')).statusCode).toBe(400);
  });
});

describe('rounds', () => {
  it('offers the open round to any origin, the same offer to every caller', async () => {
    const res = await inject('/api/demo-games/kiron/round');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const round = res.json();
    expect(round).toMatchObject({ family: 'football', currency: 'EUR', stake: { min: 0.1, max: 100 } });
    expect(round.closesAt - round.opensAt).toBe(BETTING_MS);
    expect(round.offer.home).not.toBe(round.offer.away);
    for (const price of Object.values(round.offer.odds as Record<string, number>)) expect(price).toBeGreaterThan(1);
    expect((await inject('/api/demo-games/kiron/round')).json().offer).toEqual(round.offer);
  });

  it('keeps a result secret until betting closes, then answers it for good', async () => {
    const round = roundAt(server.clock.now);
    const url = `/api/demo-games/powerball/rounds/${round}/result`;
    expect((await inject(url)).json()).toMatchObject({ statusCode: 409, code: 'ROUND_OPEN' });
    server.clock.advance(BETTING_MS);
    const result = (await inject(url)).json<{ numbers: number[] }>();
    expect(new Set(result.numbers).size).toBe(5);
    expect((await inject(url)).json()).toEqual(result);
  });
});

describe('real-money bets', () => {
  it('debits the stake, then credits a win once however often settle is asked', async () => {
    const player = freshPlayer(server, { deposit: 100 });
    const token = (await sessionOf(player)).icore_kiron_token;
    const outcome = kironResult().outcome;
    const round = roundAt(server.clock.now);
    const placed = await bet('kiron', token, { round, stake: 10, pick: { outcome } });
    expect(placed.statusCode).toBe(201);
    const { id, odds } = placed.json<{ id: number; odds: number }>();
    expect(await balanceOf(player)).toBe(90);

    expect((await settle('kiron', token, id)).json()).toMatchObject({ statusCode: 409, code: 'ROUND_OPEN' });
    server.clock.advance(BETTING_MS);
    const win = Math.floor(10 * odds * 100 + 1e-6) / 100;
    for (let i = 0; i < 3; i++) {
      const settled = await settle('kiron', token, id);
      expect(settled.statusCode).toBe(200);
      expect(settled.json()).toMatchObject({ status: 'WON', win, result: { outcome } });
    }
    expect(await balanceOf(player)).toBeCloseTo(90 + win, 2);
  });

  it('pays a win rounded down to the cent: 0.10 cashed at ×1.05 pays 0.10, never 0.11', async () => {
    const player = freshPlayer(server, { deposit: 100 });
    const token = (await sessionOf(player)).icore_token;
    const secret = serverSetting(server.ctx.db, 'game_secret', () => 'unused');
    const crashPoint = () =>
      (roundResult(GAMES.cryptoblast, 'cryptoblast', roundAt(server.clock.now), secret) as CrashResult).crashPoint;
    while (crashPoint() < 1.05) server.clock.advance(ROUND_MS);
    const placed = await bet('cryptoblast', token, { round: roundAt(server.clock.now), stake: 0.1, pick: { cashOut: 1.05 } });
    server.clock.advance(BETTING_MS);
    expect((await settle('cryptoblast', token, placed.json<{ id: number }>().id)).json()).toMatchObject({
      status: 'WON',
      win: 0.1,
    });
    expect(await balanceOf(player)).toBe(100);
  });

  it('settles a losing bet with nothing paid', async () => {
    const player = freshPlayer(server, { deposit: 100 });
    const token = (await sessionOf(player)).icore_kiron_token;
    const round = roundAt(server.clock.now);
    const placed = await bet('kiron', token, { round, stake: 5, pick: { outcome: losingOutcome(kironResult().outcome) } });
    server.clock.advance(BETTING_MS);
    expect((await settle('kiron', token, placed.json<{ id: number }>().id)).json()).toMatchObject({ status: 'LOST', win: 0 });
    expect(await balanceOf(player)).toBe(95);
  });

  it("settles a bet whose page went away at the next game call, and another player's bet stays theirs", async () => {
    const player = freshPlayer(server, { deposit: 100 });
    const token = (await sessionOf(player)).icore_kiron_token;
    const outcome = kironResult().outcome;
    const first = await bet('kiron', token, { round: roundAt(server.clock.now), stake: 10, pick: { outcome } });
    server.clock.advance(ROUND_MS);
    const other = freshPlayer(server);
    const otherToken = (await sessionOf(other)).icore_kiron_token;
    expect((await settle('kiron', otherToken, first.json<{ id: number }>().id)).statusCode).toBe(404);
    await bet('kiron', otherToken, { round: roundAt(server.clock.now), stake: 1, pick: { outcome: 'X' } });
    expect(await balanceOf(player)).toBeGreaterThan(90);
  });

  it('takes the token of the game launch and the session field of each provider family', async () => {
    const player = freshPlayer(server, { deposit: 100 });
    const session = await sessionOf(player);
    const launch = await inject({
      method: 'POST',
      url: '/api/accounts/me/game-launch-url',
      headers: player.headers,
      payload: { gameCode: 'lotto' },
    });
    const round = roundAt(server.clock.now);
    const lottoPick = { round, stake: 1, pick: { numbers: [3, 7] } };
    expect((await bet('lotto', launch.json<{ tokenSession: string }>().tokenSession, lottoPick)).statusCode).toBe(201);
    expect((await bet('lotto', session.icore_token, lottoPick)).statusCode).toBe(201);
    expect((await bet('powerball', session.icore_powerball_token, lottoPick)).statusCode).toBe(201);
    expect((await bet('cryptoblast', session.icore_token, { round, stake: 1, pick: { cashOut: 2.5 } })).statusCode).toBe(201);
    expect(await balanceOf(player)).toBe(96);
  });

  it('answers 401 to a missing, forged, foreign or ended game token', async () => {
    const player = freshPlayer(server);
    const session = await sessionOf(player);
    const body = { round: roundAt(server.clock.now), stake: 1, pick: { outcome: '1' } };
    const forged = `${session.icore_kiron_token.slice(0, 32)}${'A'.repeat(32)}`;
    for (const token of [undefined, '', 'nonsense', forged, session.jwe_token, session.icore_powerball_token]) {
      const res = await bet('kiron', token, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'GAME_TOKEN_INVALID' });
      // The sandboxed page must be able to read the refusal.
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    await inject({ method: 'DELETE', url: '/api/accounts/me/sessions', headers: player.headers });
    expect((await bet('kiron', session.icore_kiron_token, body)).statusCode).toBe(401);
  });

  it('answers 400 to bad stakes and picks and 409 to a closed round, moving no money', async () => {
    const player = freshPlayer(server, { deposit: 50 });
    const session = await sessionOf(player);
    const token = session.icore_kiron_token;
    const round = roundAt(server.clock.now);
    const cases: [unknown, string][] = [
      [{ round, stake: 0, pick: { outcome: '1' } }, 'VALIDATION_ERROR'],
      [{ round, stake: -5, pick: { outcome: '1' } }, 'VALIDATION_ERROR'],
      [{ round, stake: 'ten', pick: { outcome: '1' } }, 'VALIDATION_ERROR'],
      [{ round, stake: 1.234, pick: { outcome: '1' } }, 'INVALID_STAKE'],
      [{ round, stake: 0.05, pick: { outcome: '1' } }, 'INVALID_STAKE'],
      [{ round, stake: 100.01, pick: { outcome: '1' } }, 'INVALID_STAKE'],
      [{ round, stake: 60, pick: { outcome: '1' } }, 'INSUFFICIENT_FUNDS'],
      [{ round, stake: 1, pick: { outcome: '3' } }, 'INVALID_PICK'],
      [{ round, stake: 1, pick: [] }, 'VALIDATION_ERROR'],
      [{ round, stake: 1 }, 'VALIDATION_ERROR'],
    ];
    for (const [body, code] of cases) {
      const res = await bet('kiron', token, body);
      expect({ body, status: res.statusCode, code: res.json().code }).toEqual({ body, status: 400, code });
    }
    const draw = (numbers: unknown) => bet('lotto', session.icore_token, { round, stake: 1, pick: { numbers } });
    for (const numbers of [[], [1, 2, 3, 4], [0], [37], [2, 2], [1.5], 'x']) expect((await draw(numbers)).statusCode).toBe(400);
    const crash = (cashOut: unknown) => bet('cryptoblast', session.icore_token, { round, stake: 1, pick: { cashOut } });
    for (const cashOut of [1, 100.5, 2.001, '2', null]) expect((await crash(cashOut)).statusCode).toBe(400);
    expect((await bet('kiron', token, { round: round - 1, stake: 1, pick: { outcome: '1' } })).json()).toMatchObject({
      statusCode: 409,
      code: 'ROUND_CLOSED',
    });
    server.clock.advance(BETTING_MS);
    expect((await bet('kiron', token, { round, stake: 1, pick: { outcome: '1' } })).statusCode).toBe(409);
    expect(await balanceOf(player)).toBe(50);
  });

  it('answers the browser preflight of a bet from the sandboxed page', async () => {
    const res = await inject({
      method: 'OPTIONS',
      url: '/api/demo-games/kiron/bets',
      headers: { origin: 'null', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-game-token' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-headers']).toContain('x-game-token');
  });
});

it("writes every provider's buttons in a text colour that reads on its accent (4.5:1)", () => {
  for (const game of Object.values(GAMES)) {
    expect(contrastRatio(readableTextOn(game.accent), game.accent)).toBeGreaterThanOrEqual(4.5);
  }
});
