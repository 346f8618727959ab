/**
 * What the operator must be able to show afterwards (a registration refused because its person is on
 * a break): one row per event, kept in SQLite beside the accounts it names.
 */
import type { Db } from '../db/database';

export type AuditKind = 'REGISTRATION_REFUSED_ON_BREAK';

export interface AuditEvent {
  kind: AuditKind;
  /** The account the event concerns, e.g. the one whose break refused a registration. */
  accountId: string | null;
  detail: Record<string, unknown>;
  createdAt: number;
}

export function recordAudit(db: Db, event: AuditEvent): void {
  db.prepare('INSERT INTO audit_events (kind, account_id, detail_json, created_at) VALUES (?, ?, ?, ?)').run(
    event.kind,
    event.accountId,
    JSON.stringify(event.detail),
    event.createdAt,
  );
}

/** Events of a kind, oldest first. */
export function auditEvents(db: Db, kind: AuditKind): AuditEvent[] {
  return db
    .prepare<[string], { kind: AuditKind; account_id: string | null; detail_json: string; created_at: number }>(
      'SELECT kind, account_id, detail_json, created_at FROM audit_events WHERE kind = ? ORDER BY id',
    )
    .all(kind)
    .map((r) => ({
      kind: r.kind,
      accountId: r.account_id,
      detail: JSON.parse(r.detail_json) as Record<string, unknown>,
      createdAt: r.created_at,
    }));
}
