/**
 * The stores' logos: a coloured rounded square, an emblem with the initials and the wordmark, as
 * small hand-written SVG. The store simulator draws them on its pages, and the web app serves the
 * same files from web/public/images/brands/{key}.svg (never hot-linked). After changing a store or
 * this drawing, write them again:
 *
 *   cd emulators && npx tsx partners/affiliates/logos.ts --write
 *
 * (affiliates.test.ts fails while the files and the drawing disagree).
 */
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { escapeHtml as e } from '../html';
import { ADVERTISERS, type Advertiser } from './advertisers';

export const LOGO_DIR = new URL('../../../web/public/images/brands/', import.meta.url);

const SIZE = 160;
const TEXT_WIDTH = 136;

/** Up to two initials: the first letters of the first two words. */
export function initials(name: string): string {
  const words = name.replace(/[^A-Za-z0-9 ]/g, ' ').split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

/** The wordmark in one line, or two balanced lines when long. */
function wordmarkLines(name: string): string[] {
  if (name.length <= 12 || !name.includes(' ')) return [name];
  const words = name.split(' ');
  let best: string[] = [name];
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const diff = Math.abs(a.length - b.length);
    if (diff < bestDiff) [best, bestDiff] = [[a, b], diff];
  }
  return best;
}

/** The emblem behind the initials, one of six shapes by the store's place in the list. */
function emblem(variant: number, fg: string, bg: string, letters: string): string {
  const cx = 80;
  const cy = 56;
  const text = (fill: string) =>
    `<text x="${cx}" y="${cy + 8}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="${fill}">${e(letters)}</text>`;
  switch (variant % 6) {
    case 0:
      return `<circle cx="${cx}" cy="${cy}" r="26" fill="${fg}"/>${text(bg)}`;
    case 1:
      return `<rect x="${cx - 20}" y="${cy - 20}" width="40" height="40" rx="6" transform="rotate(45 ${cx} ${cy})" fill="${fg}"/>${text(bg)}`;
    case 2:
      return `<polygon points="80,28 104,42 104,70 80,84 56,70 56,42" fill="${fg}"/>${text(bg)}`;
    case 3:
      return `<circle cx="${cx}" cy="${cy}" r="24" fill="none" stroke="${fg}" stroke-width="5"/>${text(fg)}`;
    case 4:
      return `<path d="M48 80 L80 30 L112 80 Z" fill="${fg}"/><text x="${cx}" y="${cy + 18}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="18" font-weight="700" fill="${bg}">${e(letters)}</text>`;
    default:
      return `<rect x="${cx - 34}" y="${cy - 18}" width="68" height="36" rx="18" fill="${fg}"/>${text(bg)}`;
  }
}

/** One store's logo. */
export function logoSvg(advertiser: Advertiser, variant = ADVERTISERS.indexOf(advertiser)): string {
  const [bg, fg] = advertiser.colors;
  const lines = wordmarkLines(advertiser.name);
  const longest = Math.max(...lines.map((l) => l.length));
  const fontSize = Math.min(20, Math.floor(TEXT_WIDTH / (longest * 0.6)));
  const top = lines.length === 1 ? 122 : 112;
  const wordmark = lines
    .map(
      (line, i) =>
        `<text x="80" y="${top + i * (fontSize + 3)}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" font-weight="700" fill="${fg}">${e(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img" aria-label="${e(advertiser.name)}">
<title>${e(advertiser.name)}</title>
<rect width="${SIZE}" height="${SIZE}" rx="28" fill="${bg}"/>
${emblem(variant < 0 ? 0 : variant, fg, bg, initials(advertiser.name))}
${wordmark}
</svg>
`;
}

/** Writes every store's logo into the web app's public images. */
function writeLogos(dir: URL = LOGO_DIR): number {
  mkdirSync(dir, { recursive: true });
  for (const advertiser of ADVERTISERS) writeFileSync(new URL(`${advertiser.key}.svg`, dir), logoSvg(advertiser));
  return ADVERTISERS.length;
}

const isMain = process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
if (isMain) {
  if (!process.argv.includes('--write')) {
    console.log('usage: npx tsx partners/affiliates/logos.ts --write');
    process.exit(1);
  }
  console.log(`wrote ${writeLogos()} logos to ${fileURLToPath(LOGO_DIR)}`);
}
