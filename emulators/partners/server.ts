/**
 * The partner simulators of the local stack: one HTTP server on 127.0.0.1:9400 (origin.ts)
 * standing in for the outside services PilotMiles calls or is called by, one per path prefix
 * (/swaarm: the offer network, /giftcards: the gift-card provider, /kyc: identity verification).
 * `npm start` and the tests start it through scripts/stack.mjs.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sendJson } from './http';
import { PARTNERS_PORT } from './origin';
import { AFFILIATES_PREFIX, handleAffiliates } from './affiliates/routes';
import { GIFTCARDS_PREFIX, handleGiftcards } from './giftcards/routes';
import { KYC_PREFIX, handleKyc } from './kyc/routes';
import { SEARCH_PREFIX, handleSearch } from './search/routes';
import { SWAARM_PREFIX, handleSwaarm } from './swaarm/routes';
import { SURVEYS_PREFIX, handleSurveys } from './surveys/routes';

const PARTNERS_HOST = '127.0.0.1';

type Simulator = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

/** Path prefix -> simulator. Later partners (affiliate networks) add a line here. */
const SIMULATORS: Readonly<Record<string, Simulator>> = {
  [SWAARM_PREFIX]: handleSwaarm,
  [GIFTCARDS_PREFIX]: handleGiftcards,
  [KYC_PREFIX]: handleKyc,
  [SURVEYS_PREFIX]: handleSurveys,
  [SEARCH_PREFIX]: handleSearch,
  [AFFILIATES_PREFIX]: handleAffiliates,
};

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? '/', `http://${PARTNERS_HOST}`);
  if (url.pathname === '/health') return sendJson(res, 200, { ok: true, partners: Object.keys(SIMULATORS).map((p) => p.slice(1)) });
  const prefix = Object.keys(SIMULATORS).find((p) => url.pathname === p || url.pathname.startsWith(`${p}/`));
  if (prefix && (await SIMULATORS[prefix](req, res, url))) return;
  sendJson(res, 404, { error: `no simulator answers ${req.method} ${url.pathname}` });
}

export function createPartnersServer(): Server {
  return createServer((req, res) => {
    handle(req, res)
      .catch((err: unknown) => {
        console.error(`[partners] ${req.method} ${req.url} failed:`, err);
        if (!res.headersSent) sendJson(res, 500, { error: 'simulator error' });
        else res.end();
      })
      .finally(() => console.log(`[partners] ${req.method} ${req.url} ${res.statusCode}`));
  });
}

// Real paths on both sides: the file may be run through a symlinked checkout.
const isMain = process.argv[1] && realpathSync(process.argv[1]) === realpathSync(fileURLToPath(import.meta.url));
if (isMain) {
  createPartnersServer().listen(PARTNERS_PORT, PARTNERS_HOST, () => console.log(`[partners] listening on http://${PARTNERS_HOST}:${PARTNERS_PORT}`));
}
