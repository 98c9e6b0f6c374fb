/**
 * The request body exactly as sent, for partners that sign it (webhooks). Cloud Functions sets
 * `req.rawBody` before Express runs; elsewhere (the API tests, a plain server) the JSON parser's
 * `verify` hook keeps it.
 */
import type { IncomingMessage } from 'node:http';

declare global {
  namespace Express {
    interface Request {
      rawBody?: Buffer;
    }
  }
}

export function keepRawBody(req: IncomingMessage & { rawBody?: Buffer }, _res: unknown, buf: Buffer): void {
  req.rawBody ??= buf;
}
