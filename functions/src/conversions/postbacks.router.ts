import type { RequestHandler } from 'express';
import type { ReportResult } from './engine';
import type { NetworkAdapter } from './network';
import { receivePostback, type NetworkTrust } from './postbacks.service';

const list = (value: string) => value.split(',').map((s) => s.trim()).filter(Boolean);

/**
 * How a network's callers are recognised, from its deploy configuration (secret, comma-separated
 * addresses). `allowListSetting`: the addresses are required outside the emulator (NetworkTrust).
 */
export const trustOf = (secret: string, allowedIps: string, allowListSetting?: string): NetworkTrust => ({
  secret,
  allowedIps: list(allowedIps),
  ...(allowListSetting ? { allowListSetting } : {}),
});

/**
 * The handler of one network's postback URL (GET, server to server, no member session): the domain
 * gives the adapter, how its callers are trusted (read per call: secrets resolve at run time) and
 * how a parsed report is applied.
 */
export function postbackHandler<R>(
  adapter: NetworkAdapter<R>,
  trust: () => NetworkTrust,
  apply: (report: R) => Promise<ReportResult>,
): RequestHandler {
  return async (req, res) => {
    const result = await receivePostback(
      adapter,
      trust(),
      {
        query: req.query as Record<string, unknown>,
        rawQuery: req.originalUrl.split('?')[1] ?? '',
        headers: req.headers,
        ip: req.ip ?? null,
      },
      apply,
    );
    res.json({ data: { outcome: result.outcome, status: result.status } });
  };
}
