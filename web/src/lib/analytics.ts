/**
 * Analytics events (SPEC §7): sent to POST /api/events with a per-browser-session id. Failures are
 * swallowed and logged (SPEC §8): analytics never breaks a page.
 */
import { api } from './api';

const SESSION_KEY = 'pm_session_id';

/** One id per browser session (sessionStorage lives as long as the tab). */
export function sessionId(): string {
  let id = sessionStorage.getItem(SESSION_KEY);
  if (!id) {
    id = crypto.randomUUID();
    sessionStorage.setItem(SESSION_KEY, id);
  }
  return id;
}

export function track(eventType: string, eventData: Record<string, unknown> = {}): void {
  api('/events', {
    method: 'POST',
    body: { event_type: eventType, event_data: eventData, session_id: sessionId(), page_url: window.location.href },
  }).catch((err) => console.warn(`analytics: ${eventType} not recorded`, err));
}

export function trackPageView(path: string): void {
  track('page_view', { path, referrer: document.referrer || null, title: document.title });
}
