/**
 * The networks' conversion postbacks, each in its own dialect (docs/shopping.md, "Networks"):
 *
 * - Rakuten Advertising: `GET {api}/postbacks/rakuten?u1&order_id&mid&sale_amount&commissions&status&token`
 *   (cannot sign: our secret rides in the URL; a return reports a negative sale);
 * - Impact: `GET {api}/postbacks/impact?subId1&OrderId&CampaignId&SaleAmount&Payout&ActionStatus&sig`,
 *   `sig` = hex HMAC-SHA256(secret, everything before `&sig=`);
 * - CJ: `GET {api}/postbacks/cj?sid&oid&cid&saleAmount&commissionAmount&actionStatus` with
 *   `X-CJ-Signature` = hex HMAC-SHA256(secret, the raw query).
 *
 * Each one sent is kept with its order so the pages and tests can see what went out and what our
 * API answered.
 */
import { createHmac } from 'node:crypto';
import { callBack } from '../http';
import type { Network } from './advertisers';

/** Our API locally (the Functions emulator behind Hosting); AFFILIATES_API_BASE overrides it. */
const DEFAULT_API_BASE = 'http://127.0.0.1:5000/api';
export const apiBase = () => process.env.AFFILIATES_API_BASE || DEFAULT_API_BASE;

/** The local shared secrets (functions/.secret.local); the environment overrides them. */
const DEFAULT_SECRETS: Readonly<Record<Network, string>> = {
  rakuten: 'local-rakuten-secret',
  impact: 'local-impact-secret',
  cj: 'local-cj-secret',
};
const SECRET_VARS: Readonly<Record<Network, string>> = {
  rakuten: 'RAKUTEN_POSTBACK_SECRET',
  impact: 'IMPACT_POSTBACK_SECRET',
  cj: 'CJ_POSTBACK_SECRET',
};
const networkSecret = (network: Network) => process.env[SECRET_VARS[network]] || DEFAULT_SECRETS[network];

/** What happened to an order, in our simulator's words. */
export type OrderEvent = 'pending' | 'approved' | 'reversed';

/** Each network's word for each event. */
const STATUS_WORDS: Readonly<Record<Network, Record<OrderEvent, string>>> = {
  rakuten: { pending: 'pending', approved: 'approved', reversed: 'returned' },
  impact: { pending: 'PENDING', approved: 'APPROVED', reversed: 'REVERSED' },
  cj: { pending: 'new', approved: 'locked', reversed: 'corrected' },
};

export interface PostbackFacts {
  network: Network;
  subId: string;
  orderId: string;
  advertiserId: string;
  /** Dollars. */
  sale: number;
  commission: number;
  event: OrderEvent;
}

const money = (n: number) => n.toFixed(2);
const hmac = (text: string, secret: string) => createHmac('sha256', secret).update(text).digest('hex');

/** The URL (and headers) of one postback, signed as the network signs it. */
function buildPostback(facts: PostbackFacts, base = apiBase(), secret = networkSecret(facts.network)): { url: string; headers: Record<string, string> } {
  const word = STATUS_WORDS[facts.network][facts.event];
  const root = `${base.replace(/\/$/, '')}/postbacks/${facts.network}`;
  switch (facts.network) {
    case 'rakuten': {
      const query = new URLSearchParams({
        u1: facts.subId,
        order_id: facts.orderId,
        mid: facts.advertiserId,
        sale_amount: money(facts.event === 'reversed' ? -facts.sale : facts.sale),
        commissions: money(facts.event === 'reversed' ? -facts.commission : facts.commission),
        status: word,
        token: secret,
      });
      return { url: `${root}?${query}`, headers: {} };
    }
    case 'impact': {
      const query = new URLSearchParams({
        subId1: facts.subId,
        OrderId: facts.orderId,
        CampaignId: facts.advertiserId,
        SaleAmount: money(facts.sale),
        Payout: money(facts.commission),
        ActionStatus: word,
      }).toString();
      return { url: `${root}?${query}&sig=${hmac(query, secret)}`, headers: {} };
    }
    case 'cj': {
      const query = new URLSearchParams({
        sid: facts.subId,
        oid: facts.orderId,
        cid: facts.advertiserId,
        saleAmount: money(facts.sale),
        commissionAmount: money(facts.commission),
        actionStatus: word,
      }).toString();
      return { url: `${root}?${query}`, headers: { 'x-cj-signature': hmac(query, secret) } };
    }
  }
}

export interface SentPostback {
  at: string;
  event: OrderEvent;
  url: string;
  /** The API's HTTP status; null when no answer came. */
  status: number | null;
  /** The API's answer (cut at 2,000 characters). */
  body: string;
  error?: string;
}



/** Sends one postback server to server and records what came back. */
export async function sendPostback(facts: PostbackFacts, base?: string): Promise<SentPostback> {
  const { url, headers } = buildPostback(facts, base);
  const record: SentPostback = { at: new Date().toISOString(), event: facts.event, url, ...(await callBack(url, { headers })) };
  console.log(`[affiliates] ${facts.network} postback ${facts.event} ${facts.orderId} -> ${record.status ?? record.error}`);
  return record;
}
