/**
 * Firing postbacks as Swaarm does: fill the publisher's URL template's #{...} macros and GET it,
 * server to server. Each one sent is kept in memory (the last 200) so tests can see what went out.
 *
 * The macros are the ones Swaarm documents for publisher postbacks (docs.swaarm.com "Publisher
 * Postback Setup" and "Create and configure a publisher": #{click.publisher.clickId},
 * #{offer.eventTypeId} / #{eventType.name}, #{payout.theyGetInDollars}, and #{status.state} for the
 * conversion's status); any other macro is filled with nothing, so a template that relies on one
 * Swaarm does not have fails here as it would there. Swaarm's conversion states are Approved,
 * Pending and Rejected (upper case in its API: APPROVED, PENDING, REJECTED); a conversion taken
 * back later is reported Rejected ("Rejected by Advertiser"), there is no separate reversal.
 */
import { callBack } from '../http';

/** Conversion states a postback can carry, as the simulator's controls name them (lower case). */
export const SWAARM_STATUSES = ['approved', 'pending', 'rejected'] as const;
export type SwaarmStatus = (typeof SWAARM_STATUSES)[number];

/** #{status.state} as Swaarm fills it. */
export const statusState = (status: SwaarmStatus) => status.toUpperCase();

/** What our API expects locally; production's template is in docs/offers.md. */
const DEFAULT_POSTBACK_TEMPLATE =
  'http://127.0.0.1:5000/api/postbacks/swaarm?click_id=#{click.publisher.clickId}&event_id=#{offer.eventTypeId}' +
  '&payout=#{payout.theyGetInDollars}&status=#{status.state}&key=local-postback-secret';

export const postbackTemplate = () => process.env.SWAARM_POSTBACK_TEMPLATE || DEFAULT_POSTBACK_TEMPLATE;

const KEEP = 200;

export interface Conversion {
  clickId: string;
  offerId: string;
  eventTypeId: string;
  /** The event's name (#{eventType.name}). */
  eventName: string;
  status: SwaarmStatus;
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

/** The template with each documented macro replaced by its URL-encoded value; any other macro becomes empty. */
function fillTemplate(template: string, conversion: Conversion): string {
  const macros: Record<string, string> = {
    'click.publisher.clickId': conversion.clickId,
    'offer.eventTypeId': conversion.eventTypeId,
    'eventType.name': conversion.eventName,
    'payout.theyGetInDollars': conversion.payout.toFixed(2),
    'status.state': statusState(conversion.status),
  };
  return template.replace(/#\{([\w.]+)\}/g, (_, name: string) =>
    Object.hasOwn(macros, name) ? encodeURIComponent(macros[name]!) : '',
  );
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
