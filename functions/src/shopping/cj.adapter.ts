/**
 * CJ's Commission Detail API, the way we learn about CJ orders: CJ pushes nothing to publishers.
 * `POST {CJ_API_URL}` (https://commissions.api.cj.com/query) with `Authorization: Bearer <personal
 * access token>` and the GraphQL document itself as the body, as CJ's own samples send it
 * (docs.cj.com "Commission Detail API"). The query is
 * `publisherCommissions(forPublishers: [our CID], since…/before… dates, sinceCommissionId)`; when
 * `payloadComplete` is false, `maxCommissionId` is the next call's `sinceCommissionId`. The record
 * fields are the schema's (CJ's endpoint answers introspection): `shopperId` is the `sid` of our
 * link, `actionStatus` is new | extended | locked | closed, and a correction is a record of its
 * own (`original: false`, `correctionReason`, negative amounts).
 *
 * Every figure comes from CJ's answer to our own authenticated call, so there is nothing a caller
 * could forge; amounts are in USD (`saleAmountUsd`, `pubCommissionAmountUsd`).
 */
import { z } from 'zod';
import { advertiserId, orderId, subId, type PostbackStatus } from '@pilotmiles/core';
import { apiDecimal } from './networkReport';
import { CJ_API_TOKEN, CJ_API_URL, CJ_PUBLISHER_ID } from './shopping.config';
import type { ShopReport } from './orders.service';

export interface CjApi {
  url: string;
  publisherId: string;
  token: string;
}

export const cjApi = (): CjApi => ({ url: CJ_API_URL.value(), publisherId: CJ_PUBLISHER_ID.value(), token: CJ_API_TOKEN.value() });

/** The record fields we ask for. */
const RECORD_FIELDS = [
  'commissionId',
  'originalActionId',
  'original',
  'actionStatus',
  'actionType',
  'correctionReason',
  'advertiserId',
  'orderId',
  'shopperId',
  'saleAmountUsd',
  'pubCommissionAmountUsd',
  'postingDate',
] as const;

export const cjRecord = z.object({
  commissionId: z.string().regex(/^\d{1,32}$/),
  originalActionId: z.string(),
  original: z.boolean(),
  actionStatus: z.string(),
  actionType: z.string(),
  correctionReason: z.string().nullable(),
  advertiserId: z.string(),
  orderId: z.string().nullable(),
  shopperId: z.string().nullable(),
  saleAmountUsd: apiDecimal.nullable(),
  pubCommissionAmountUsd: apiDecimal,
  postingDate: z.string(),
});
export type CjRecord = z.infer<typeof cjRecord>;

const page = z.object({
  payloadComplete: z.boolean(),
  maxCommissionId: z.string().nullable(),
  records: z.array(z.unknown()),
});

/** CJ's API failed or refused us: nothing is applied, the next run tries the same window again. */
export class CjApiError extends Error {}

/** Which records to list: posted in a window, or locked in one. */
export type CjWindow = { posted: { since: Date; before: Date } } | { locked: { since: Date; before: Date } };

const TIMEOUT_MS = 20_000;
/** A guard against a cursor that never ends (CJ pages by `sinceCommissionId`). */
const MAX_PAGES = 50;

function document(api: CjApi, window: CjWindow, sinceCommissionId: string | null): string {
  const [kind, range] = 'posted' in window ? ['Posting', window.posted] : ['Locking', window.locked];
  const args = [
    `forPublishers: [${JSON.stringify(api.publisherId)}]`,
    `since${kind}Date: ${JSON.stringify(range.since.toISOString())}`,
    `before${kind}Date: ${JSON.stringify(range.before.toISOString())}`,
    ...(sinceCommissionId ? [`sinceCommissionId: ${JSON.stringify(sinceCommissionId)}`] : []),
  ];
  return `{ publisherCommissions(${args.join(', ')}) { count payloadComplete maxCommissionId records { ${RECORD_FIELDS.join(' ')} } } }`;
}

/**
 * Every record CJ lists for the window, all pages. Records it answers that we cannot read are
 * returned as `invalid` (counted and logged, never applied).
 */
export async function fetchCjCommissions(window: CjWindow, api: CjApi = cjApi()): Promise<{ records: CjRecord[]; invalid: number }> {
  if (!api.publisherId || !api.token) throw new CjApiError('CJ_PUBLISHER_ID and CJ_API_TOKEN are not set');
  const records: CjRecord[] = [];
  let invalid = 0;
  let cursor: string | null = null;
  for (let n = 0; n < MAX_PAGES; n++) {
    let res: Response;
    try {
      res = await fetch(api.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${api.token}` },
        body: document(api, window, cursor),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new CjApiError(`CJ's Commission Detail API is unreachable: ${(err as Error).message}`);
    }
    const body = (await res.json().catch(() => null)) as { data?: { publisherCommissions?: unknown }; errors?: { message?: unknown }[] } | null;
    if (!res.ok || body?.errors?.length)
      throw new CjApiError(`CJ's Commission Detail API answered ${res.status}: ${body?.errors?.map((e) => String(e.message)).join('; ') ?? 'no body'}`);
    const parsed = page.safeParse(body?.data?.publisherCommissions);
    if (!parsed.success) throw new CjApiError("CJ's Commission Detail API answered without publisherCommissions");
    for (const raw of parsed.data.records) {
      const record = cjRecord.safeParse(raw);
      if (record.success) records.push(record.data);
      else invalid++;
    }
    if (parsed.data.payloadComplete) return { records, invalid };
    if (!parsed.data.maxCommissionId || parsed.data.maxCommissionId === cursor) throw new CjApiError('CJ answered an incomplete page without a cursor');
    cursor = parsed.data.maxCommissionId;
  }
  throw new CjApiError(`CJ listed more than ${MAX_PAGES} pages for one window`);
}

/** CJ's action statuses of an original commission, ours on the right. */
const STATUSES: Readonly<Record<string, PostbackStatus>> = {
  new: 'pending',
  extended: 'pending',
  locked: 'approved',
  closed: 'approved',
};

/** Sales only: leads, clicks, impressions, bonuses and incentives are not purchases. */
const SALE_TYPES = new Set(['sim_sale', 'item_sale']);

/**
 * A record as a report in our terms, or why it is none of ours to apply. A correction (a return,
 * a cancelled order) reverses the order; only the original carries the sale and the status.
 */
export function reportOfCjRecord(r: CjRecord): { report: ShopReport } | { skip: string } {
  if (!SALE_TYPES.has(r.actionType)) return { skip: `action type ${r.actionType}` };
  // They become document ids: only ours (a sub-id we issued) and well-formed ones.
  if (!subId.safeParse(r.shopperId).success) return { skip: 'no sub-id of ours in shopperId' };
  if (!orderId.safeParse(r.orderId).success) return { skip: 'no usable order id' };
  if (!advertiserId.safeParse(r.advertiserId).success) return { skip: 'no usable advertiser id' };
  const status: PostbackStatus | undefined = r.original ? STATUSES[r.actionStatus] : 'reversed';
  if (!status) return { skip: `action status ${r.actionStatus}` };
  const sale = r.saleAmountUsd ?? 0;
  if (status !== 'reversed' && !(sale > 0)) return { skip: 'no sale amount' };
  return {
    report: {
      subId: r.shopperId!,
      orderId: r.orderId!.trim(),
      advertiserId: r.advertiserId,
      saleAmount: sale,
      commissionUsd: r.pubCommissionAmountUsd,
      status,
    },
  };
}
