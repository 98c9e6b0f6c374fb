/**
 * Analytics events (docs/api.md): sent to POST /api/events with a per-browser-session id. Failures are
 * swallowed and logged (docs/app-shell.md "Everywhere"): analytics never breaks a page.
 *
 * Nothing that grants access leaves the browser: the page URL and every URL-looking
 * value of the event data (the referrer!) go through core's sanitizeUrl, which drops action codes
 * (oobCode, apiKey, mode, continueUrl), tokens, passwords, e-mail addresses and the fragment; keys
 * named like a credential are dropped. The server sanitises again with the same functions.
 */
import { sanitizeEventData, sanitizeUrl, type EventData } from '@pilotmiles/core';
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

/** The body of POST /events for an event on the current page, already sanitised. */
export function eventBody(eventType: string, eventData: EventData = {}, pageUrl: string = window.location.href) {
  const page = sanitizeUrl(pageUrl);
  return {
    event_type: eventType,
    event_data: sanitizeEventData(eventData),
    session_id: sessionId(),
    ...(page ? { page_url: page } : {}),
  };
}

export function track(eventType: string, eventData: EventData = {}): void {
  api('/events', { method: 'POST', body: eventBody(eventType, eventData) }).catch((err) =>
    console.warn(`analytics: ${eventType} not recorded`, err),
  );
}

export function trackPageView(path: string): void {
  track('page_view', { path, referrer: document.referrer || null, title: document.title });
}
