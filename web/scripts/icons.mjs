// Draws the app's PNG icons (public/icons, for the web app manifest and iOS) from the logo,
// public/favicon.svg, in Chromium: `node web/scripts/icons.mjs` after the logo changes, then
// commit the PNGs. "any" icons are the logo as it is (rounded corners, transparent outside);
// "maskable" ones fill the square with the navy and keep the plane inside the central circle
// that every launcher mask leaves (40% of the size around the centre), as apple-touch-icon does
// (iOS rounds the corners itself).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const logo = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const navy = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1];
const plane = /<path[^>]*\/>/.exec(logo)?.[0];
if (!navy || !plane) throw new Error('icons: favicon.svg no longer has the navy square and the plane path');
// The plane, a little smaller and centred, on a full square: inside the safe zone with room to spare.
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${navy}"/><g transform="translate(32 32) scale(0.8) translate(-32 -33)">${plane}</g></svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: logo },
  { file: 'icon-512.png', size: 512, svg: logo },
  { file: 'maskable-192.png', size: 192, svg: fullBleed },
  { file: 'maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style><img src="${src}" width="${size}" height="${size}">`,
    );
    await page.locator('img').screenshot({ path: path.join(publicDir, 'icons', file), omitBackground: true });
    await page.close();
    console.log(`icons: public/icons/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
