/**
 * `pnpm --filter api reset`: deletes the database (accounts, sessions, wallets, bets) so the next
 * start re-creates it with the demo accounts. Stop the server first.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_DATA_DIR } from '../config';
import { DB_FILE_NAME } from './database';

const dataDir = process.env.API_DATA_DIR || DEFAULT_DATA_DIR;
for (const suffix of ['', '-wal', '-shm']) rmSync(path.join(dataDir, DB_FILE_NAME + suffix), { force: true });
console.log(`api data reset: ${path.join(dataDir, DB_FILE_NAME)}`);
