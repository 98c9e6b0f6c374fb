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
