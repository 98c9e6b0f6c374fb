/** Escapes text for HTML and SVG, in element content and in quoted attributes alike. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The look the gift-card and KYC simulators' pages share (the Swaarm pages' palette): a dark bar
 * naming the simulator, white cards on grey. Each simulator adds its own rules in `css`.
 */
const BASE_CSS = `
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif; color: #1d2330; background: #f3f4f8; }
  header { background: #23163d; color: #fff; padding: 10px 16px; font-size: 14px; }
  header b { color: #ffcf4a; }
  main { max-width: 760px; margin: 0 auto; padding: 16px; }
  .card { background: #fff; border-radius: 12px; padding: 16px; box-shadow: 0 1px 3px rgba(0,0,0,.12); margin-bottom: 16px; }
  h1 { font-size: 26px; margin: 12px 0 4px; }
  h2 { font-size: 18px; margin: 0 0 8px; }
  .meta { color: #5b6275; font-size: 14px; margin: 0; word-break: break-all; }
  button { font: inherit; font-weight: 600; color: #fff; background: #5b3fd6; border: 0; border-radius: 8px; padding: 10px 14px; cursor: pointer; }
  button:hover { background: #4a30bd; }
  .result { border-left: 6px solid #1f9d55; }
  .result.failed { border-left-color: #d93636; }
  pre, code { font: 13px/1.4 ui-monospace, Menlo, Consolas, monospace; white-space: pre-wrap; word-break: break-all; }
  pre { background: #f3f4f8; border-radius: 6px; padding: 8px; margin: 4px 0 12px; }
  table { border-collapse: collapse; width: 100%; font-size: 14px; }
  td, th { text-align: left; padding: 4px 8px 4px 0; border-top: 1px solid #e6e8ef; vertical-align: top; }
  @media (max-width: 560px) { h1 { font-size: 22px; } }
`;

export interface SimulatorPage {
  /** The document title (escaped here). */
  title: string;
  /** Named in the header bar, e.g. 'Gift-card provider simulator' (escaped here). */
  simulator: string;
  /** Extra CSS for this simulator's pages. */
  css?: string;
  /** The page's HTML, already escaped. */
  body: string;
}

/** A whole page: plain HTML with inline CSS and no script. */
export function simulatorPage({ title, simulator, css = '', body }: SimulatorPage): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${BASE_CSS}${css}</style></head>
<body><header><b>${escapeHtml(simulator)}</b> · local partner for PilotMiles, not a real provider</header>
<main>${body}</main></body></html>`;
}
