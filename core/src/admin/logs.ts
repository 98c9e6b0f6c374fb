/**
 * The audit trail (docs/admin.md "Audit log"): every staff action across the product, written in the
 * same transaction as the change it describes (functions/src/platform/audit.ts) and read by staff
 * through GET /admin/logs. Nobody edits or deletes an entry: there is no API for it and the rules
 * deny clients the collection.
 */
import type { CursorPage } from '../paging';

/** Page sizes of GET /admin/logs. */
export const ADMIN_LOGS_PAGE_SIZE = 50;
export const ADMIN_LOGS_PAGE_MAX = 100;

/** A JSON value, as stored in an entry's before/after. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** One entry of GET /admin/logs. */
export interface AdminLogEntry {
  id: string;
  /** The staff member's uid, 'cli:<script>' for the repo's own tools, or 'partner:<network>' for a refused postback. */
  actor: string;
  /** The actor's e-mail, when the actor is a member with one. */
  actor_email: string | null;
  /** What happened, e.g. 'config.update', 'user.status'. */
  action: string;
  /** What it happened to, e.g. 'config/dailyBonus', 'users/{uid}'. */
  target: string;
  /** The state before and after the action (null when there was none). */
  before: JsonValue;
  after: JsonValue;
  reason: string | null;
  /** ISO time. */
  created_at: string;
}

export type AdminLogsPage = CursorPage<AdminLogEntry>;

/** A target filter ending in '/' or '*' matches every target starting with it ('users/' → every member). */
export function targetPrefix(target: string): string | null {
  if (target.endsWith('*')) return target.slice(0, -1);
  if (target.endsWith('/')) return target;
  return null;
}
