/** Escapes text for HTML and SVG, in element content and in quoted attributes alike. */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
