/**
 * Retail (booking) codes: a slip saved under a short code a player reads out in a shop or types
 * into another device. Codes use letters and digits that cannot be mistaken for one another.
 */
import { randomInt } from 'node:crypto';
import type { Db } from '../db/database';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const VALID_MS = 7 * 86_400_000;

export class RetailCodes {
  constructor(
    private readonly db: Db,
    private readonly clock: () => number,
  ) {}

  create(kind: 'SPORTS' | 'JACKPOT', model: unknown): { code: string; expiresAt: number } {
    const now = this.clock();
    for (;;) {
      const code = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
      const inserted = this.db
        .prepare('INSERT OR IGNORE INTO retail_codes (code, kind, model_json, created_at, expires_at) VALUES (?, ?, ?, ?, ?)')
        .run(code, kind, JSON.stringify(model), now, now + VALID_MS);
      if (inserted.changes === 1) return { code, expiresAt: now + VALID_MS };
    }
  }

  find(kind: 'SPORTS' | 'JACKPOT', code: string): unknown {
    const row = this.db
      .prepare<[string, string, number], { model_json: string }>(
        'SELECT model_json FROM retail_codes WHERE code = ? AND kind = ? AND expires_at > ?',
      )
      .get(code.trim().toUpperCase(), kind, this.clock());
    return row ? (JSON.parse(row.model_json) as unknown) : undefined;
  }
}
