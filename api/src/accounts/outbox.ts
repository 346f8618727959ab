/**
 * Mail the API would send. There is no mail server here: each message is recorded in the outbox
 * table, where a sender would pick it up and where tests read it (docs/decisions/registration-answers.md).
 */
import type { Db } from '../db/database';

/** The messages the API writes; the text of each lives with the sender, in the owner's language. */
export type OutboxTemplate = 'REGISTRATION_ON_YOUR_ADDRESS';

export interface OutboxMessage {
  accountId: string;
  template: OutboxTemplate;
  locale: string;
  createdAt: number;
}

export function queueMessage(db: Db, message: OutboxMessage): void {
  db.prepare(
    `INSERT INTO outbox_messages (account_id, template, locale, created_at)
     VALUES (@accountId, @template, @locale, @createdAt)`,
  ).run(message);
}

/** The messages queued for an account, oldest first. */
export function messagesTo(db: Db, accountId: string): OutboxMessage[] {
  return db
    .prepare<[string], OutboxMessage>(
      `SELECT account_id AS accountId, template, locale, created_at AS createdAt
       FROM outbox_messages WHERE account_id = ? ORDER BY id`,
    )
    .all(accountId);
}
