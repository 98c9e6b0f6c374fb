/**
 * Impact's Partner (Mediapartners) REST API, the one call our API makes: Retrieve an Action,
 * `GET {base}/Mediapartners/{AccountSID}/Actions/{id}`, authenticated with HTTP Basic (Account SID
 * as user name, Auth Token as password) and answering the Action object (Id, CampaignId, State
 * PENDING | APPROVED | REVERSED, Amount, Payout, Currency, Oid, SubId1..3, SharedId, dates...):
 * impact.com's Partner API v16 reference (Actions), as published in its OpenAPI document.
 * Locally `{base}` is http://127.0.0.1:9400/affiliates/impact (IMPACT_API_URL).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '../http';
import { listOrders, type StoreOrder } from './orders';
import { impactAccountSid, impactAuthToken } from './settings';

const ACTION = /^\/affiliates\/impact\/Mediapartners\/([^/]+)\/Actions\/([^/]+)$/;

/** The Basic credentials of a request, if any. */
function basicCredentials(req: IncomingMessage): { user: string; password: string } | null {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(req.headers.authorization ?? '');
  if (!match) return null;
  const text = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  return colon < 0 ? null : { user: text.slice(0, colon), password: text.slice(colon + 1) };
}

/** Impact writes dates with an offset (2024-09-10T10:42:38-07:00). */
const impactDate = (isoText: string) => isoText.replace(/\.\d{3}Z$/, '+00:00');
const money = (n: number) => n.toFixed(2);

/** The Action object of an order, as the Actions API answers it. */
export function actionJson(order: StoreOrder, accountSid = impactAccountSid()) {
  const a = order.action!;
  return {
    Id: a.id,
    CampaignId: Number(order.advertiserId),
    CampaignName: order.brandName,
    ActionTrackerId: 2240,
    ActionTrackerName: 'Online Sale',
    State: a.state,
    AdId: 506720,
    Payout: money(a.payout),
    Amount: money(a.amount),
    Currency: 'USD',
    EventDate: impactDate(a.eventDate),
    LockingDate: impactDate(a.lockingDate),
    Oid: order.id,
    EventCode: '',
    SharedId: '',
    SubId1: order.subId,
    SubId2: '',
    SubId3: '',
    DeltaPayout: money(a.deltaPayout),
    IntendedPayout: money(a.intendedPayout),
    DeltaAmount: money(a.deltaAmount),
    IntendedAmount: money(a.intendedAmount),
    ReferringDate: impactDate(order.created_at),
    CreationDate: impactDate(a.eventDate),
    ClearedDate: '',
    ReferringType: 'CLICK_COOKIE',
    ReferringDomain: '',
    PromoCode: '',
    CustomerArea: '',
    CustomerCity: '',
    CustomerRegion: '',
    CustomerCountry: 'US',
    Uri: `/Mediapartners/${accountSid}/Actions/${a.id}`,
  };
}

const refuse = (res: ServerResponse, status: number, message: string) => sendJson(res, status, { Status: 'ERROR', Message: message });

/** Answers the Actions API; false when the path is not one of its calls. */
export function handleImpactApi(req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  const match = ACTION.exec(url.pathname);
  if (!match) return false;
  const credentials = basicCredentials(req);
  if (!credentials || credentials.user !== impactAccountSid() || credentials.password !== impactAuthToken()) {
    refuse(res, 401, 'Unauthorized: HTTP Basic with the Account SID and Auth Token is required');
    return true;
  }
  if (req.method !== 'GET') {
    refuse(res, 405, `${req.method} is not allowed on an action`);
    return true;
  }
  // A token reads its own account only.
  const [accountSid, id] = [decodeURIComponent(match[1]!), decodeURIComponent(match[2]!)];
  const order = accountSid === credentials.user ? listOrders().find((o) => o.action?.id === id) : undefined;
  if (!order) {
    refuse(res, 404, `No action ${id} for account ${accountSid}`);
    return true;
  }
  sendJson(res, 200, actionJson(order, accountSid));
  return true;
}
