/**
 * Impact (impact.com) for a partner: Action Lifecycle event notifications, then the Actions API.
 *
 * The notification (integrations.impact.com, partner "Webhooks": a GET, recommended, to the URL we
 * configure in Event Notifications, `{Macro}` placeholders filled in, any 2xx acknowledges and
 * anything else is retried) is only a signal. We register
 * `/postbacks/impact?ActionId={ActionId}&CampaignId={CampaignId}&Status={Status}&Amount={Amount}
 * &Payout={Payout}&Currency={Currency}&token=<IMPACT_POSTBACK_SECRET>`. Impact documents no
 * signature: the token we write into the URL proves the caller, compared in constant time.
 *
 * Nothing in the notification is trusted beyond its ActionId: the report is what Impact's API says
 * about that action (`GET /Mediapartners/{AccountSID}/Actions/{ActionId}`, HTTP Basic: impact.com
 * Partner API v16, Actions): its State, Amount, Payout, Oid, SubId1 and CampaignId. A notification
 * claiming another amount or state changes nothing; one naming an action Impact does not know is 404.
 */
import { z } from 'zod';
import { advertiserId, orderId, subId, type PostbackStatus } from '@pilotmiles/core';
import { HttpError } from '../platform/errors';
import { secretsEqual, type NetworkAdapter } from '../conversions';
import { apiDecimal, checkSale, networkUnavailable, parseWith } from './networkReport';
import { IMPACT_ACCOUNT_SID, IMPACT_API_URL, IMPACT_AUTH_TOKEN } from './shopping.config';
import type { ShopReport } from './orders.service';

/** Impact's action ids look like 1000.4636.158133. */
const actionId = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be an Impact action id');

/** What we read from a notification: the action it is about (the rest of the macros are kept for audit only). */
const impactPostbackQuery = z.object({ ActionId: actionId, token: z.string().max(200).optional() });

export interface ImpactNotice {
  actionId: string;
}

export const impactAdapter: NetworkAdapter<ImpactNotice> = {
  network: 'impact',
  redact: ['token'],
  verify(request, secret) {
    const token = request.query.token;
    return typeof token === 'string' && secretsEqual(token, secret);
  },
  parse: (request) => ({ actionId: parseWith(impactPostbackQuery, request.query).ActionId }),
};

/** Impact's action states, ours on the right (PENDING until its locking date or a review). */
const STATES: Readonly<Record<'PENDING' | 'APPROVED' | 'REVERSED', PostbackStatus>> = {
  PENDING: 'pending',
  APPROVED: 'approved',
  REVERSED: 'reversed',
};

/** The Action object's fields we use (Partner API v16, Actions: "Retrieve an Action"). */
const impactAction = z.object({
  Id: actionId,
  CampaignId: z.union([z.number().int().nonnegative().transform(String), advertiserId]),
  State: z.enum(['PENDING', 'APPROVED', 'REVERSED']),
  Amount: apiDecimal,
  Payout: apiDecimal,
  Currency: z.literal('USD', { error: 'must be USD' }),
  Oid: orderId,
  SubId1: subId,
});

export interface ImpactApi {
  baseUrl: string;
  accountSid: string;
  authToken: string;
}

export const impactApi = (): ImpactApi => ({
  baseUrl: IMPACT_API_URL.value(),
  accountSid: IMPACT_ACCOUNT_SID.value(),
  authToken: IMPACT_AUTH_TOKEN.value(),
});

/** An action call that takes longer is a 503: Impact notifies again. */
const TIMEOUT_MS = 8_000;

/**
 * The report Impact's API gives for an action: 404 when Impact has no such action for our
 * account, 503 when the API cannot answer (or refuses our credentials), 400 naming Impact's field
 * when the action is not one we can credit (another currency, no sub-id of ours...).
 */
export async function confirmImpactAction(id: string, api: ImpactApi = impactApi()): Promise<ShopReport> {
  if (!api.accountSid || !api.authToken) throw networkUnavailable('impact', 'IMPACT_ACCOUNT_SID and IMPACT_AUTH_TOKEN are not set');
  const url = `${api.baseUrl.replace(/\/$/, '')}/Mediapartners/${encodeURIComponent(api.accountSid)}/Actions/${encodeURIComponent(id)}`;
  let res: Response;
  try {
    res = await fetch(url, {
      headers: {
        authorization: `Basic ${Buffer.from(`${api.accountSid}:${api.authToken}`).toString('base64')}`,
        accept: 'application/json',
      },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw networkUnavailable('impact', `the Actions API is unreachable (${(err as Error).message})`);
  }
  if (res.status === 404) throw new HttpError(404, 'shopping/unknown-action', `Impact has no action ${id} for this account`);
  if (!res.ok) throw networkUnavailable('impact', `the Actions API answered ${res.status}`);
  const body: unknown = await res.json().catch(() => null);
  const action = parseWith(impactAction, body, 'action');
  if (action.Id !== id) throw networkUnavailable('impact', `the Actions API answered action ${action.Id} for ${id}`);
  return checkSale(
    {
      subId: action.SubId1,
      orderId: action.Oid,
      advertiserId: action.CampaignId,
      saleAmount: action.Amount,
      commissionUsd: action.Payout,
      status: STATES[action.State],
    },
    'Amount',
  );
}
