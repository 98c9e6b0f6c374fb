import { chromium } from 'playwright';
const [url, out, w = '412', h = '823'] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage({ viewport: { width: +w, height: +h } });
await p.goto(url);
await p.waitForTimeout(3000);
await p.screenshot({ path: out });
await b.close();
