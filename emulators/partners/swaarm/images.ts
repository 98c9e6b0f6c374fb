/**
 * Offer preview images, drawn here so no brand's artwork ships with the repo: a 16:9 card in the
 * category's colour (its shade varied by the offer's name, so no two look alike), a simple icon for
 * the category and the name as a wordmark. Not initials: two offers' tiles both read 'SF'
 * ('StreamBox Free Trial', 'SkyFare Flights') and looked like placeholders.
 */
import { escapeHtml } from '../html';
import type { SwaarmCategory, SwaarmOffer } from './offers';

const WIDTH = 640;
const HEIGHT = 360;

/** Base hue per category; each offer shifts it a little. */
const HUES: Readonly<Record<SwaarmCategory, number>> = {
  game: 265,
  app: 200,
  survey: 150,
  explore: 25,
  signup: 340,
  travel: 210,
};

/** White line-art icons on a 160x160 grid. */
const ICONS: Readonly<Record<SwaarmCategory, string>> = {
  // A game controller.
  game: `<rect x="10" y="45" width="140" height="75" rx="37" fill="none" stroke="#fff" stroke-width="10"/>
    <path d="M45 70v28M31 84h28" stroke="#fff" stroke-width="10" stroke-linecap="round"/>
    <circle cx="108" cy="74" r="7" fill="#fff"/><circle cx="124" cy="92" r="7" fill="#fff"/>`,
  // A phone.
  app: `<rect x="45" y="10" width="70" height="140" rx="14" fill="none" stroke="#fff" stroke-width="10"/>
    <circle cx="80" cy="128" r="7" fill="#fff"/><path d="M68 26h24" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`,
  // A clipboard with a tick.
  survey: `<rect x="30" y="20" width="100" height="130" rx="12" fill="none" stroke="#fff" stroke-width="10"/>
    <rect x="58" y="10" width="44" height="22" rx="6" fill="#fff"/>
    <path d="M52 86l18 18 38-40" fill="none" stroke="#fff" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>`,
  // A compass.
  explore: `<circle cx="80" cy="80" r="65" fill="none" stroke="#fff" stroke-width="10"/>
    <path d="M80 35l16 45-16 45-16-45z" fill="#fff"/><circle cx="80" cy="80" r="7" fill="#000" fill-opacity=".25"/>`,
  // An id card.
  signup: `<rect x="8" y="30" width="144" height="100" rx="12" fill="none" stroke="#fff" stroke-width="10"/>
    <circle cx="52" cy="70" r="15" fill="#fff"/><path d="M28 112c4-18 44-18 48 0" fill="#fff"/>
    <path d="M92 62h40M92 84h40M92 106h26" stroke="#fff" stroke-width="8" stroke-linecap="round"/>`,
  // An aeroplane seen from above.
  travel: `<path d="M80 8c8 0 12 10 12 22v32l58 34v16l-58-16v30l18 14v12l-30-8-30 8v-12l18-14v-30L10 112V96l58-34V30c0-12 4-22 12-22z" fill="#fff"/>`,
};

/** A stable small number from a string (FNV-1a), to vary colours per offer. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The name in one line, or two balanced lines when long ('StreamBox Free Trial' -> 'StreamBox', 'Free Trial'). */
export function wordmarkLines(name: string): string[] {
  if (name.length <= 12 || !name.includes(' ')) return [name];
  const words = name.split(' ');
  let best: string[] = [name];
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const diff = Math.abs(words.slice(0, i).join(' ').length - words.slice(i).join(' ').length);
    if (diff < bestDiff) [best, bestDiff] = [[words.slice(0, i).join(' '), words.slice(i).join(' ')], diff];
  }
  return best;
}

/** Text room right of the icon, in px, and the largest type the wordmark gets. */
const TEXT_X = 250;
const TEXT_WIDTH = 350;
const MAX_FONT = 64;

/** The offer's preview image as an SVG document: its colour, its category's icon and its name as a wordmark. */
export function offerImageSvg(offer: Pick<SwaarmOffer, 'id' | 'name' | 'category'>): string {
  const h = hash(`${offer.id}:${offer.name}`);
  const hue = (HUES[offer.category] + (h % 50) - 25 + 360) % 360;
  const light = 38 + ((h >> 8) % 14);
  const lines = wordmarkLines(offer.name.length > 40 ? `${offer.name.slice(0, 39)}…` : offer.name);
  // A bold sans glyph is up to about 0.68 em wide (DejaVu, where Helvetica is missing): the longest line fits.
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.min(MAX_FONT, Math.floor(TEXT_WIDTH / (longest * 0.68)));
  const top = HEIGHT / 2 - ((lines.length - 1) * size * 1.15) / 2 + size * 0.35;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${TEXT_X}" y="${Math.round(top + i * size * 1.15)}" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700" fill="#fff">${escapeHtml(line)}</text>`,
    )
    .join('\n  ');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue} 70% ${light + 12}%)"/>
    <stop offset="1" stop-color="hsl(${(hue + 30) % 360} 65% ${light - 8}%)"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" rx="28" fill="url(#g)"/>
  <circle cx="${520 - (h % 80)}" cy="${60 + ((h >> 4) % 60)}" r="${110 + ((h >> 12) % 60)}" fill="#fff" fill-opacity=".08"/>
  <g transform="translate(60 100)">${ICONS[offer.category]}</g>
  ${text}
</svg>
`;
}
