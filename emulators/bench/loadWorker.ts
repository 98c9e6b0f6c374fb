/**
 * Sends a burst of requests from a worker thread, so the load generator does not share the
 * in-process app's event loop (a client in the same thread queues the app's work behind its own:
 * with 200 requests at once the app spent 30 ms per request and the same-thread client still
 * measured 450 ms). Requests are plain descriptions; each answer comes back with its time.
 */
import { Worker } from 'node:worker_threads';

export interface RequestSpec {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** A request described as fetch takes it. */
export const requestSpec = (
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): RequestSpec => ({
  url,
  method: init.method ?? 'GET',
  headers: init.headers ?? {},
  ...(init.body === undefined ? {} : { body: init.body }),
});

/** One request sent from this thread (a call measured alone). */
export const send = (r: RequestSpec) => fetch(r.url, { method: r.method, headers: r.headers, body: r.body });

export interface Answer {
  status: number;
  /** The parsed JSON body (only a refusal's, unless bodies were asked for), or null. */
  body: unknown;
  /** From the request's start to its body read, in ms. */
  ms: number;
  /** A request that got no answer: its error code or message. */
  error?: string;
}

// Plain JavaScript, evaluated in the worker: first as many requests at once as the burst has,
// answered by the app's 404 (members' browsers hold their connections open), then all at once on
// those kept-alive connections, timed there. Node's http client rather than fetch: fetch spent
// ~1 ms of CPU per request, and on two cores the last of 200 left the worker 400-500 ms late
// (the app saw them arrive then and answered in 30-60 ms), measured as the app's latency.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { requests, bodies } = workerData;
const agent = new http.Agent({ keepAlive: true });
const send = (url, { method = 'GET', headers = {}, body } = {}) => new Promise((resolve, reject) => {
  const req = http.request(url, { method, headers, agent }, (res) => {
    const chunks = [];
    res.on('data', (c) => chunks.push(c));
    res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
    res.on('error', reject);
  });
  req.on('error', reject);
  req.end(body);
});
const warm = new URL('/api/_warm', requests[0].url).href;
Promise.all(requests.map(() => send(warm).catch(() => null))).then(() => Promise.all(requests.map(async (r) => {
  const t = performance.now();
  try {
    const res = await send(r.url, r);
    const ms = performance.now() - t;
    let body = null;
    if (bodies || res.status >= 300) try { body = JSON.parse(res.text); } catch { body = res.text.slice(0, 40); }
    return { status: res.status, body, ms };
  } catch (err) {
    return { status: 0, body: null, ms: performance.now() - t, error: String(err && (err.code || err.message) || err) };
  }
}))).then((answers) => { agent.destroy(); parentPort.postMessage(answers); });
`;

/** Sends `requests` at once from a worker thread; `bodies`: parse and return every body (else only refusals'). */
export function sendFromWorker(requests: RequestSpec[], options: { bodies?: boolean } = {}): Promise<Answer[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { requests, bodies: options.bodies ?? false } });
    worker.once('message', (answers: Answer[]) => {
      resolve(answers);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
