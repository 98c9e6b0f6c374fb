/**
 * The support-chat widget: Crisp, only where VITE_CRISP_WEBSITE_ID is set (otherwise
 * nothing at all), its script added once the page has painted and the browser is idle
 * (lib/whenIdle). Mounted for signed-in members by the classic layout, so never on the landing's
 * critical path, /unavailable-geo or the admin area.
 */
import { useEffect } from 'react';
import { whenIdle } from './whenIdle';

declare global {
  interface Window {
    $crisp?: unknown[];
    CRISP_WEBSITE_ID?: string;
  }
}

export const CRISP_SCRIPT = 'https://client.crisp.chat/l.js';

/** Schedules the widget (once per page, however often called); returns the cancel of that schedule. */
export function loadSupportChat(websiteId = import.meta.env.VITE_CRISP_WEBSITE_ID as string | undefined): () => void {
  if (!websiteId) return () => {};
  return whenIdle(() => {
    if (document.querySelector(`script[src="${CRISP_SCRIPT}"]`)) return;
    window.$crisp = [];
    window.CRISP_WEBSITE_ID = websiteId;
    const script = document.createElement('script');
    script.src = CRISP_SCRIPT;
    script.async = true;
    document.head.appendChild(script);
  });
}

/** Loads the widget once `enabled` (a signed-in member); a no-op where it is not configured. */
export function useSupportChat(enabled: boolean) {
  useEffect(() => (enabled ? loadSupportChat() : undefined), [enabled]);
}
