/**
 * Markdown (articles, sweepstake rules) to safe HTML: `marked` renders it, DOMPurify strips
 * scripts, event handlers and dangerous URLs. External links open in a new tab without access to
 * this one.
 */
import { Marked } from 'marked';
import createDOMPurify from 'dompurify';

const marked = new Marked({ gfm: true, breaks: false, async: false });

// An instance of our own, so the link hook does not leak into other sanitisers.
let purifier: ReturnType<typeof createDOMPurify> | null = null;
function getPurifier() {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href) && !href.startsWith(window.location.origin)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    } else node.removeAttribute('target');
  });
  return purifier;
}

/** Sanitised HTML for a markdown fragment. */
export function renderMarkdown(markdown: string): string {
  if (!markdown.trim()) return '';
  const html = marked.parse(markdown) as string;
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
