import { chromium } from 'playwright';
const url = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await p.goto(url);
await p.waitForTimeout(Number(process.env.WAIT ?? 6000));
const { profile } = await cdp.send('Profiler.stop');
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map(), total = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const dt = profile.timeDeltas[i + 1] ?? 0;
  let id = profile.samples[i];
  const n = nodes.get(id);
  const key = (f) => `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`;
  self.set(key(n.callFrame), (self.get(key(n.callFrame)) ?? 0) + dt);
  const seen = new Set();
  while (id !== undefined) {
    const k = key(nodes.get(id).callFrame);
    if (!seen.has(k)) { total.set(k, (total.get(k) ?? 0) + dt); seen.add(k); }
    id = parent.get(id);
  }
}
const top = (m, n) => [...m].sort((a, c) => c[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(0)}ms ${k}`).join('\n');
console.log('SELF\n' + top(self, 25));
console.log('TOTAL\n' + top(total, 40));
await b.close();
