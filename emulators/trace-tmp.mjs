import { chromium } from 'playwright';
const url = process.argv[2];
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: 412, height: 823 } });
const p = await ctx.newPage();
const cdp = await ctx.newCDPSession(p);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await b.startTracing(p, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'] });
await p.goto(url);
await p.waitForTimeout(Number(process.env.WAIT ?? 8000));
const buf = await b.stopTracing();
const ev = JSON.parse(buf.toString()).traceEvents;
const mains = ev.filter((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain').map((e) => e.tid);
const count = (id) => ev.filter((e) => e.tid === id && e.name === 'RunTask').reduce((s, e) => s + e.dur, 0);
const tid = mains.sort((a, c) => count(c) - count(a))[0];
console.log("events", ev.length, "tid", tid, [...new Set(ev.filter(e=>e.tid===tid).map(e=>e.name))].slice(0,30).join(","));
const tasks = ev.filter((e) => e.name === 'RunTask' && e.dur > 45000).sort((a, c) => a.ts - c.ts);
const t0 = ev.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.ts;
for (const t of tasks) {
  const kids = ev.filter((e) => e.tid === t.tid && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + t.dur && e.dur > 4000 && e !== t);
  const agg = {};
  for (const k of kids) {
    const key = k.name + (k.args?.data?.url ? ' ' + k.args.data.url.split('/').pop() : '') + (k.args?.data?.functionName ? ' ' + k.args.data.functionName : '');
    agg[key] = Math.max(agg[key] ?? 0, k.dur);
  }
  console.log(`task @${Math.round((t.ts - t0) / 1000)} ${Math.round(t.dur / 1000)}ms:`, Object.entries(agg).sort((a, c) => c[1] - a[1]).slice(0, 8).map(([k, d]) => `${k}=${Math.round(d / 1000)}`).join(' | '));
}
await b.close();
