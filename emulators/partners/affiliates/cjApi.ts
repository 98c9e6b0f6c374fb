/**
 * CJ's Commission Detail API, the way our API learns about CJ orders (CJ pushes nothing to
 * publishers): `POST https://commissions.api.cj.com/query` with `Authorization: Bearer <personal
 * access token>` and a GraphQL document whose one query is
 * `publisherCommissions(forPublishers: [CID], sincePostingDate, beforePostingDate, sinceLockingDate,
 * beforeLockingDate, sinceCommissionId, ...) { count limit maxCommissionId payloadComplete records {...} }`
 * (docs.cj.com "Commission Detail API"; the schema as CJ's endpoint introspects it). When
 * `payloadComplete` is false, `maxCommissionId` is the `sinceCommissionId` of the next call.
 * Locally at http://127.0.0.1:9400/affiliates/cj/query (CJ_API_URL).
 *
 * The simulator serves the flat record fields below; nested ones (items, situationDetails,
 * verticalAttributes) and the filters it does not implement are refused with a GraphQL error
 * naming them, never silently ignored.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '../http';
import { listOrders, type CjCommission, type StoreOrder } from './orders';
import { cjApiToken, cjPublisherId } from './settings';

export const CJ_QUERY_PATH = '/affiliates/cj/query';
/** The most records one call answers (the rest: payloadComplete false, then sinceCommissionId). */
export const CJ_PAGE_LIMIT = 100;

class QueryError extends Error {}

const money = (n: number) => n.toFixed(2);

/** The flat fields of a PublisherCommission the simulator answers. */
const FIELDS: Readonly<Record<string, (c: CjCommission, o: StoreOrder) => unknown>> = {
  actionStatus: (c) => c.actionStatus,
  actionTrackerId: () => '404117',
  actionTrackerName: () => 'Online Sale',
  actionType: () => 'sim_sale',
  advertiserId: (_c, o) => o.advertiserId,
  advertiserName: (_c, o) => o.brandName,
  aid: () => '13579246',
  clickDate: (_c, o) => o.created_at,
  commissionId: (c) => c.commissionId,
  correctionReason: (c) => c.correctionReason,
  country: () => 'US',
  eventDate: (c) => c.eventDate,
  lockingDate: (c) => c.lockingDate,
  lockingMethod: () => 'FIXED_DATE',
  orderId: (_c, o) => o.id,
  original: (c) => c.original,
  originalActionId: (c) => c.originalActionId,
  postingDate: (c) => c.postingDate,
  pubCommissionAmountPubCurrency: (c) => money(c.pubCommissionAmountUsd),
  pubCommissionAmountUsd: (c) => money(c.pubCommissionAmountUsd),
  publisherId: () => cjPublisherId(),
  publisherName: () => 'PilotMiles',
  saleAmountPubCurrency: (c) => money(c.saleAmountUsd),
  saleAmountUsd: (c) => money(c.saleAmountUsd),
  shopperId: (_c, o) => o.subId,
  sid: (_c, o) => o.subId,
  validationStatus: () => 'AUTOMATED',
  websiteId: () => '101010101',
  websiteName: () => 'PilotMiles',
};

const DATE_ARGS = ['sincePostingDate', 'beforePostingDate', 'sinceEventDate', 'beforeEventDate', 'sinceLockingDate', 'beforeLockingDate'] as const;
const LIST_ARGS = ['forPublishers', 'commissionIds', 'advertiserIds', 'actionStatuses'] as const;
/** Documented arguments the simulator does not implement: refused by name. */
const UNSERVED_ARGS = ['adIds', 'websiteIds', 'actionTypes', 'lockingMethods', 'validationStatuses'];

/** The text between the bracket at `open` and its match. */
function enclosed(text: string, open: number, left: string, right: string): { inner: string; end: number } {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '"') {
      i = text.indexOf('"', i + 1);
      if (i < 0) break;
      continue;
    }
    if (text[i] === left) depth++;
    if (text[i] === right && --depth === 0) return { inner: text.slice(open + 1, i), end: i };
  }
  throw new QueryError(`unbalanced ${left}${right}`);
}

interface Selection {
  name: string;
  fields: Selection[] | null;
}

/** Field names of a selection set, with their own selections. */
function selectionOf(body: string): Selection[] {
  const out: Selection[] = [];
  const re = /[A-Za-z_][A-Za-z0-9_]*/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(body))) {
    const after = body.slice(re.lastIndex).match(/^\s*\{/);
    if (after) {
      const open = re.lastIndex + after[0].length - 1;
      const { inner, end } = enclosed(body, open, '{', '}');
      out.push({ name: m[0], fields: selectionOf(inner) });
      re.lastIndex = end + 1;
    } else out.push({ name: m[0], fields: null });
  }
  return out;
}

interface Query {
  args: Record<string, string | string[]>;
  selection: Selection[];
}

/** The one `publisherCommissions` query of a GraphQL document. */
function parseQuery(document: string): Query {
  const at = document.indexOf('publisherCommissions');
  if (at < 0) throw new QueryError('the document has no publisherCommissions query');
  const open = document.indexOf('(', at);
  const brace = document.indexOf('{', at);
  if (open < 0 || (brace >= 0 && brace < open)) throw new QueryError('publisherCommissions needs its arguments (forPublishers is required)');
  const { inner: argText, end } = enclosed(document, open, '(', ')');
  const args: Record<string, string | string[]> = {};
  const re = /([A-Za-z]+)\s*:\s*("(?:[^"\\]|\\.)*"|\[[^\]]*\])/g;
  let m: RegExpExecArray | null;
  let consumed = '';
  while ((m = re.exec(argText))) {
    const [whole, name, raw] = m as unknown as [string, string, string];
    consumed += whole;
    args[name] = raw.startsWith('[') ? [...raw.matchAll(/"((?:[^"\\]|\\.)*)"|([A-Z_]+)/g)].map((x) => x[1] ?? x[2]!) : JSON.parse(raw);
  }
  if (argText.replace(/[\s,]/g, '').length !== consumed.replace(/[\s,]/g, '').length) throw new QueryError(`cannot read the arguments: ${argText.trim()}`);
  const setOpen = document.indexOf('{', end);
  if (setOpen < 0) throw new QueryError('publisherCommissions needs a selection set');
  return { args, selection: selectionOf(enclosed(document, setOpen, '{', '}').inner) };
}

const dateArg = (args: Query['args'], name: string): number | null => {
  const v = args[name];
  if (v === undefined) return null;
  const ms = typeof v === 'string' ? Date.parse(v) : NaN;
  if (Number.isNaN(ms)) throw new QueryError(`${name} must be an ISO 8601 date-time`);
  return ms;
};

/** Whether `t` (ISO) is in [since, before). */
const inWindow = (t: string, since: number | null, before: number | null) => {
  const ms = Date.parse(t);
  return (since === null || ms >= since) && (before === null || ms < before);
};

function answer(query: Query) {
  const { args } = query;
  for (const name of Object.keys(args)) {
    if (UNSERVED_ARGS.includes(name)) throw new QueryError(`the simulator does not serve the ${name} filter`);
    if (!(DATE_ARGS as readonly string[]).includes(name) && !(LIST_ARGS as readonly string[]).includes(name) && name !== 'sinceCommissionId')
      throw new QueryError(`Unknown argument "${name}" on field "Query.publisherCommissions".`);
  }
  const publishers = args.forPublishers;
  if (!Array.isArray(publishers) || publishers.length === 0) throw new QueryError('forPublishers is required');
  const foreign = publishers.find((p) => p !== cjPublisherId());
  if (foreign) throw new QueryError(`not authorized for publisher ${foreign}`);
  const [sp, bp, se, be, sl, bl] = DATE_ARGS.map((n) => dateArg(args, n));
  const ids = args.commissionIds as string[] | undefined;
  const advertisers = args.advertiserIds as string[] | undefined;
  const statuses = args.actionStatuses as string[] | undefined;
  const after = typeof args.sinceCommissionId === 'string' ? args.sinceCommissionId : null;

  const all = listOrders()
    .filter((o) => o.network === 'cj')
    .flatMap((o) => o.commissions!.map((c) => ({ c, o })))
    .filter(
      ({ c, o }) =>
        inWindow(c.postingDate, sp, bp) &&
        inWindow(c.eventDate, se, be) &&
        inWindow(c.lockingDate, sl, bl) &&
        (!ids || ids.includes(c.commissionId)) &&
        (!advertisers || advertisers.includes(o.advertiserId)) &&
        (!statuses || statuses.includes(c.actionStatus)) &&
        (after === null || c.commissionId > after),
    )
    .sort((a, b) => (a.c.commissionId < b.c.commissionId ? -1 : 1));
  const page = all.slice(0, CJ_PAGE_LIMIT);

  const result: Record<string, unknown> = {};
  for (const field of query.selection) {
    if (field.name === 'count') result.count = page.length;
    else if (field.name === 'limit') result.limit = CJ_PAGE_LIMIT;
    else if (field.name === 'payloadComplete') result.payloadComplete = all.length <= CJ_PAGE_LIMIT;
    else if (field.name === 'maxCommissionId') result.maxCommissionId = page.at(-1)?.c.commissionId ?? null;
    else if (field.name === 'records') {
      if (!field.fields?.length) throw new QueryError('records needs a selection of fields');
      for (const f of field.fields) {
        if (f.fields) throw new QueryError(`the simulator serves no nested field (${f.name})`);
        if (!FIELDS[f.name]) throw new QueryError(`Cannot query field "${f.name}" on type "PublisherCommission".`);
      }
      result.records = page.map(({ c, o }) => Object.fromEntries(field.fields!.map((f) => [f.name, FIELDS[f.name]!(c, o)])));
    } else throw new QueryError(`Cannot query field "${field.name}" on type "PublisherCommissions".`);
  }
  return { data: { publisherCommissions: result } };
}

/** The request's GraphQL document: the raw body (as CJ's own curl samples send it) or {"query": ...}. */
function documentOf(body: string): string {
  try {
    const json = JSON.parse(body) as { query?: unknown };
    if (json && typeof json.query === 'string') return json.query;
  } catch {
    // Not JSON: the document itself.
  }
  return body;
}

/** Answers the Commission Detail API; false when the path is not its. */
export async function handleCjApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  if (url.pathname !== CJ_QUERY_PATH) return false;
  if (req.headers.authorization !== `Bearer ${cjApiToken()}`) {
    sendJson(res, 401, { errors: [{ message: 'Unauthorized: a personal access token is required (Authorization: Bearer <token>)' }] });
    return true;
  }
  if (req.method !== 'POST') {
    sendJson(res, 405, { errors: [{ message: `${req.method} is not allowed: POST the query` }] });
    return true;
  }
  try {
    sendJson(res, 200, answer(parseQuery(documentOf(await readBody(req)))));
  } catch (err) {
    if (!(err instanceof QueryError)) throw err;
    sendJson(res, 200, { data: null, errors: [{ message: err.message }] });
  }
  return true;
}
