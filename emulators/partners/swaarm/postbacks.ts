/**
 * Firing postbacks as Swaarm does: fill the publisher's URL template's #{...} macros and GET it,
 * server to server. Each one sent is kept in memory (the last 200) so tests can see what went out.
 */
import type { PostbackStatus } from '@pilotmiles/core';
import { callBack } from '../http';

/** What our API expects locally; production's template is in the README. */
const DEFAULT_POSTBACK_TEMPLATE =
  'http://127.0.0.1:5000/api/postbacks/swaarm?click_id=#{click.publisher.clickId}&event_id=#{offer.eventTypeId}' +
  '&payout=#{payout.theyGetInDollars}&status=#{conversion.status}&key=local-postback-secret';

export const postbackTemplate = () => process.env.SWAARM_POSTBACK_TEMPLATE || DEFAULT_POSTBACK_TEMPLATE;

const KEEP = 200;

export interface Conversion {
  clickId: string;
  offerId: string;
  eventTypeId: string;
  status: PostbackStatus;
  /** Dollars. */
  payout: number;
}

export interface SentPostback {
  at: string;
  url: string;
  /** The API's HTTP status; null when no answer came (refused, timed out). */
  status: number | null;
  /** The API's answer as text (cut at 2,000 characters); empty when none came. */
  body: string;
  /** Why no answer came. */
  error?: string;
  conversion: Conversion;
}

const sent: SentPostback[] = [];

/** The postbacks sent since start, oldest first (at most the last 200). */
export const recentPostbacks = (): readonly SentPostback[] => sent;

/** The template with each known macro replaced by its URL-encoded value; unknown macros become empty, as at Swaarm. */
function fillTemplate(template: string, conversion: Conversion): string {
  const macros: Record<string, string> = {
    'click.publisher.clickId': conversion.clickId,
    'offer.id': conversion.offerId,
    'offer.eventTypeId': conversion.eventTypeId,
    'payout.theyGetInDollars': conversion.payout.toFixed(2),
    'conversion.status': conversion.status,
  };
  return template.replace(/#\{([\w.]+)\}/g, (_, name: string) => encodeURIComponent(macros[name] ?? ''));
}

async function fire(url: string, conversion: Conversion): Promise<SentPostback> {
  const record: SentPostback = { at: new Date().toISOString(), url, ...(await callBack(url)), conversion };
  sent.push(record);
  if (sent.length > KEEP) sent.splice(0, sent.length - KEEP);
  console.log(`[swaarm] postback ${conversion.status} ${conversion.eventTypeId} -> ${record.status ?? record.error} ${url}`);
  return record;
}


/** Sends the conversion's postback, or two identical ones at once when `twice`; resolves when all are answered. */
export function sendPostback(conversion: Conversion, { twice = false, template = postbackTemplate() } = {}) {
  const url = fillTemplate(template, conversion);
  return Promise.all(Array.from({ length: twice ? 2 : 1 }, () => fire(url, conversion)));
}
