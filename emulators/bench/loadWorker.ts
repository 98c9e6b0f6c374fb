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

export interface Answer {
  status: number;
  /** The parsed JSON body, or null. */
  body: unknown;
  /** From the request's start to its body read, in ms. */
  ms: number;
  /** A request that got no answer: its error. */
  error?: string;
}

// Plain JavaScript, evaluated in the worker: first as many requests at once as the burst has,
// answered by the app's 404 (a thread's first fetch loads the HTTP client, and members' browsers
// hold their connections open), then all at once on those kept-alive connections, timed there.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const warm = new URL('/api/_warm', workerData[0].url).href;
Promise.all(workerData.map(() => fetch(warm).then((r) => r.arrayBuffer()).catch(() => null))).then(() => Promise.all(workerData.map(async (r) => {
  const t = performance.now();
  try {
    const res = await fetch(r.url, { method: r.method, headers: r.headers, body: r.body });
    const text = await res.text();
    let body = null;
    try { body = JSON.parse(text); } catch {}
    return { status: res.status, body, ms: performance.now() - t };
  } catch (err) {
    return { status: 0, body: null, ms: performance.now() - t, error: String(err && err.cause || err) };
  }
}))).then((answers) => parentPort.postMessage(answers));
`;

export function sendFromWorker(requests: RequestSpec[]): Promise<Answer[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: requests });
    worker.once('message', (answers: Answer[]) => {
      resolve(answers);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
