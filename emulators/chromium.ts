/**
 * The system Chromium the browser tests and the Lighthouse bench drive (Playwright cannot download
 * one here), and the flags that keep it off the closed network: without the background-networking
 * ones it tries to reach Google's hosts at every start.
 */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
