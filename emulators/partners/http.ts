/** Small helpers the partner simulators share: answering, and reading a request's body. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The biggest body a simulator reads (forms and control calls are tiny). */
const MAX_BODY_BYTES = 64 * 1024;

export function send(res: ServerResponse, status: number, contentType: string, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

export const sendJson = (res: ServerResponse, status: number, value: unknown) =>
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));

export const sendHtml = (res: ServerResponse, status: number, html: string) =>
  send(res, status, 'text/html; charset=utf-8', html, { 'cache-control': 'no-store' });

/** A request the simulator refuses: the router answers it with `status` and the message. */
export class BadRequest extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BadRequest('request body too large', 413);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON object body; anything else is a BadRequest. */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let value: unknown;
  try {
    value = JSON.parse((await readBody(req)) || '{}');
  } catch {
    throw new BadRequest('body must be JSON');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new BadRequest('body must be a JSON object');
  return value as Record<string, unknown>;
}

/** An application/x-www-form-urlencoded body (an HTML form's POST). */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(req));
}

/** A slow API (a cold Functions emulator) still answers within this. */
const CALLBACK_TIMEOUT_MS = 30_000;
/** Enough of a response to read an error envelope. */
const CALLBACK_BODY_MAX_CHARS = 2_000;

/** What our API answered a simulator's callback: its status and text, or why no answer came. */
export interface CallbackAnswer {
  /** The API's HTTP status; null when no answer came (refused, timed out). */
  status: number | null;
  /** The API's answer as text (cut at 2,000 characters); empty when none came. */
  body: string;
  error?: string;
}

/** Calls our API as a partner does (a postback, a webhook), never throwing: the answer is recorded. */
export async function callBack(url: string, init: RequestInit = {}): Promise<CallbackAnswer> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS), redirect: 'manual' });
    return { status: res.status, body: (await res.text()).slice(0, CALLBACK_BODY_MAX_CHARS) };
  } catch (err) {
    return { status: null, body: '', error: describeFailure(err) };
  }
}

/** fetch's failures name the cause only in `cause` ("fetch failed" on its own says nothing). */
function describeFailure(err: unknown): string {
  if (err instanceof Error && err.name === 'TimeoutError') return `no answer within ${CALLBACK_TIMEOUT_MS / 1000} s`;
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.message) return cause.code && !cause.message.includes(cause.code) ? `${cause.code}: ${cause.message}` : cause.message;
  return err instanceof Error ? err.message : String(err);
}
