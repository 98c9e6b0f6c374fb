/**
 * An offer's description as safe HTML. The server already reduced it to p, b, i, em, strong and br
 * without attributes when it synced the feed; this applies the same allow-list again (defence in
 * depth: a bad sync or a hand-edited document must not become script on our page).
 */
import createDOMPurify from 'dompurify';

export const DESCRIPTION_TAGS = ['p', 'b', 'i', 'em', 'strong', 'br'];

let purifier: ReturnType<typeof createDOMPurify> | null = null;

export function sanitizeDescription(html: string): string {
  purifier ??= createDOMPurify(window);
  return purifier.sanitize(html, { ALLOWED_TAGS: DESCRIPTION_TAGS, ALLOWED_ATTR: [], KEEP_CONTENT: true });
}
