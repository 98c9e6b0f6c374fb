/** public/manifest.webmanifest: what Chromium needs to install the app, in the theme's colours. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brand } from '../../theme/tokens';

// Files of web/ (the test environment's import.meta.url is not a file address).
const web = path.resolve(__dirname, '../../..');
const manifest = JSON.parse(readFileSync(path.join(web, 'public/manifest.webmanifest'), 'utf8')) as {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
};

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string) {
  const bytes = readFileSync(file);
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('manifest.webmanifest', () => {
  it('names the app, opens the dashboard standalone, in the theme’s colours', () => {
    expect(manifest).toMatchObject({
      name: 'PilotMiles',
      short_name: 'PilotMiles',
      start_url: '/dashboard',
      display: 'standalone',
    });
    expect(manifest.theme_color).toBe(brand.navy);
    expect(manifest.background_color).toBe(brand.background);
  });

  it('has 192 and 512 px PNG icons, plain and maskable, each the size it says', () => {
    const pngs = manifest.icons.filter((i) => i.type === 'image/png');
    for (const purpose of ['any', 'maskable'])
      expect(
        pngs
          .filter((i) => i.purpose === purpose)
          .map((i) => i.sizes)
          .sort(),
      ).toEqual(['192x192', '512x512']);
    for (const icon of pngs) {
      const file = path.join(web, 'public', icon.src);
      expect(existsSync(file), icon.src).toBe(true);
      expect(pngSize(file), icon.src).toBe(icon.sizes);
    }
  });

  it('is linked from both HTML pages, with the same theme colour', () => {
    for (const page of ['index.html', 'app.html']) {
      const html = readFileSync(path.join(web, page), 'utf8');
      expect(html, page).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
      expect(html, page).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`);
    }
  });
});
