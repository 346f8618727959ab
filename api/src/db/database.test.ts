import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { WalletBalanceResponse } from '@sportsbook/contracts';
import { loginAs, testServer } from '../testing/test-server';
import { nextSequence, openDatabase } from './database';

it('keeps accounts, sessions and wallets across a restart', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sportsbook-api-'));
  try {
    const first = await testServer({ dataDir: dir });
    const player = await loginAs(first.app);
    await first.app.inject({
      method: 'POST',
      url: '/api/accounts/me/deposits',
      headers: player.headers,
      payload: { amount: 42 },
    });
    await first.app.close();

    const second = await testServer({ dataDir: dir });
    const res = await second.app.inject({ url: '/api/accounts/me/balance', headers: player.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json<WalletBalanceResponse>().wallets.sportsbook.withdrawableAmount).toBe(1042);
    await second.app.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  // Two whole API servers start on a database file: on a busy 2-core machine that alone took over
  // jest's default 5 s (a loaded clean-clone run).
}, 30_000);

it('hands out increasing sequence values', () => {
  const db = openDatabase(':memory:');
  expect([nextSequence(db, 'x', 10), nextSequence(db, 'x', 10), nextSequence(db, 'y', 1)]).toEqual([10, 11, 1]);
  db.close();
});
