/**
 * Offer preview images, drawn here so no brand's artwork ships with the repo: a 16:9 card in the
 * category's colour (its shade varied by the offer's name, so no two look alike), a simple icon for
 * the category, the name's initials and the name.
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

/** Up to two initials: 'Royal Match' -> 'RM', 'Budgetly' -> 'BU'. */
export function initials(name: string): string {
  const words = name.match(/[A-Za-z0-9]+/g) ?? ['?'];
  const letters = words.length > 1 ? words[0][0] + words[1][0] : words[0].slice(0, 2);
  return letters.toUpperCase();
}

/** The offer's preview image as an SVG document. */
export function offerImageSvg(offer: Pick<SwaarmOffer, 'id' | 'name' | 'category'>): string {
  const h = hash(`${offer.id}:${offer.name}`);
  const hue = (HUES[offer.category] + (h % 50) - 25 + 360) % 360;
  const light = 38 + ((h >> 8) % 14);
  const name = escapeHtml(offer.name.length > 34 ? `${offer.name.slice(0, 33)}…` : offer.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue} 70% ${light + 12}%)"/>
    <stop offset="1" stop-color="hsl(${(hue + 30) % 360} 65% ${light - 8}%)"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" rx="28" fill="url(#g)"/>
  <circle cx="${520 - (h % 80)}" cy="${60 + ((h >> 4) % 60)}" r="${110 + ((h >> 12) % 60)}" fill="#fff" fill-opacity=".08"/>
  <g transform="translate(70 70) scale(1.05)">${ICONS[offer.category]}</g>
  <text x="430" y="200" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="120" font-weight="700" fill="#fff">${initials(offer.name)}</text>
  <text x="40" y="320" font-family="Helvetica, Arial, sans-serif" font-size="30" font-weight="600" fill="#fff">${name}</text>
</svg>
`;
}
