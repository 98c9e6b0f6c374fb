/**
 * The system Chromium the browser tests and the Lighthouse bench drive (Playwright cannot download
 * one here), and the flags that keep it off the closed network: without the background-networking
 * ones it tries to reach Google's hosts at every start.
 */
import { existsSync } from 'node:fs';

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, which .ci/run installs): the same
 * engine without the full browser around it, a quarter less time over the browser tests here
 * (617 s against 840 s). It has no notifications or push, so the push tests keep the full browser.
 * Without it installed, the full browser runs everything.
 */
export function headlessShellPath() {
  const shell = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : chromiumPath();
}

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
