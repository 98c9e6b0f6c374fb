/**
 * The Swaarm simulator under /swaarm: the feed, the images, the advertiser page a tracking link
 * opens, and a JSON control API for tests (fire a postback, list the ones sent).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadRequest, readForm, readJson, send, sendHtml, sendJson } from '../http';
import { feedPage } from './feed';
import { offerImageSvg } from './images';
import { SURVEY_WALL_MAX, SWAARM_PUBLISHER_ID, findSwaarmOffer, setSurveyWall, type SwaarmEvent, type SwaarmOffer } from './offers';
import { clickErrorHtml, clickPageHtml, indexHtml } from './pages';
import { SWAARM_STATUSES, postbackTemplate, recentPostbacks, sendPostback, type Conversion, type SwaarmStatus } from './postbacks';

export const SWAARM_PREFIX = '/swaarm';

const IMAGE_PATH = /^\/swaarm\/images\/(\d+)\.svg$/;
const CLICK_ID_MAX = 200;

const isStatus = (value: unknown): value is SwaarmStatus => SWAARM_STATUSES.includes(value as SwaarmStatus);

interface ConversionInput {
  clickId: unknown;
  offerId: unknown;
  eventId: unknown;
  status: unknown;
  /** Dollars; the event's payout when absent. */
  payout?: unknown;
}

/**
 * A conversion to report, checked. An event the offer does not have is allowed only with an explicit
 * payout, so tests can make the simulator report an unknown event on purpose.
 */
function conversionOf(input: ConversionInput): { offer: SwaarmOffer; event: SwaarmEvent; conversion: Conversion } {
  const offer = typeof input.offerId === 'string' ? findSwaarmOffer(input.offerId) : undefined;
  if (!offer) throw new BadRequest(`unknown offer_id ${JSON.stringify(input.offerId ?? null)}`);
  if (typeof input.clickId !== 'string' || !input.clickId || input.clickId.length > CLICK_ID_MAX)
    throw new BadRequest('pub_click_id (click_id) is required: the publisher adds its click id to the tracking link');
  // Swaarm's conversion states; a take-back is a Rejected conversion there, never a 'reversed'.
  if (!isStatus(input.status)) throw new BadRequest(`status must be one of ${SWAARM_STATUSES.join(', ')} (Swaarm's conversion states)`);
  if (typeof input.eventId !== 'string' || !input.eventId) throw new BadRequest('event_id is required');
  if (input.payout !== undefined && (typeof input.payout !== 'number' || !(input.payout >= 0)))
    throw new BadRequest('payout must be a number of dollars, 0 or more');
  const known = offer.events.find((ev) => ev.eventTypeId === input.eventId);
  if (!known && input.payout === undefined)
    throw new BadRequest(`offer ${offer.id} has no event ${input.eventId}; give a payout to report it anyway`);
  const event = known ?? { eventTypeId: input.eventId, name: input.eventId, payout: { theyGetInDollars: input.payout as number } };
  const payout = (input.payout as number | undefined) ?? event.payout.theyGetInDollars;
  return {
    offer,
    event,
    conversion: { clickId: input.clickId, offerId: offer.id, eventTypeId: event.eventTypeId, eventName: event.name, status: input.status, payout },
  };
}

/** GET /swaarm/click: the page a tracking link opens. */
function showClick(res: ServerResponse, params: URLSearchParams) {
  const offer = findSwaarmOffer(params.get('offer_id') ?? '');
  if (!offer) return sendHtml(res, 400, clickErrorHtml(`Unknown offer: ${params.get('offer_id') ?? '(no offer_id)'}.`));
  // offer_id and pub_id are mandatory: without them Swaarm cannot redirect the click (Publisher Tracking Details).
  if (params.get('pub_id') !== SWAARM_PUBLISHER_ID)
    return sendHtml(res, 400, clickErrorHtml(`Unknown publisher: ${params.get('pub_id') ?? '(no pub_id)'}.`));
  const clickId = params.get('pub_click_id') ?? '';
  if (!clickId || clickId.length > CLICK_ID_MAX)
    return sendHtml(res, 400, clickErrorHtml('This link has no pub_click_id: the publisher adds its click id when a member starts the offer.'));
  sendHtml(res, 200, clickPageHtml({ offer, pubId: params.get('pub_id') ?? '', clickId, status: 'approved', twice: false }));
}

/** POST /swaarm/click: an event button was pressed; fire its postback and show what the API answered. */
async function completeEvent(req: IncomingMessage, res: ServerResponse) {
  const form = await readForm(req);
  let checked;
  try {
    checked = conversionOf({
      clickId: form.get('pub_click_id'),
      offerId: form.get('offer_id'),
      eventId: form.get('event_id'),
      status: form.get('status'),
    });
  } catch (err) {
    if (err instanceof BadRequest) return sendHtml(res, 400, clickErrorHtml(err.message));
    throw err;
  }
  const { offer, event, conversion } = checked;
  const twice = form.get('twice') === '1';
  const sent = await sendPostback(conversion, { twice });
  const page = { offer, pubId: form.get('pub_id') ?? '', clickId: conversion.clickId, status: conversion.status, twice };
  sendHtml(res, 200, clickPageHtml({ ...page, result: { event, status: conversion.status, sent } }));
}

/**
 * POST /swaarm/_control/postback {click_id, offer_id, event_id, status, twice?, payout?, template?}
 * -> {sent: [{url, status, body, error?, at, conversion}]}. `template` overrides the postback URL
 * template for this call (e.g. for an API served on another port).
 */
async function controlPostback(req: IncomingMessage, res: ServerResponse) {
  const body = await readJson(req);
  const { conversion } = conversionOf({
    clickId: body.click_id,
    offerId: body.offer_id,
    eventId: body.event_id,
    status: body.status,
    payout: body.payout,
  });
  if (body.twice !== undefined && typeof body.twice !== 'boolean') throw new BadRequest('twice must be true or false');
  if (body.template !== undefined && (typeof body.template !== 'string' || !/^https?:\/\//.test(body.template)))
    throw new BadRequest('template must be an http(s) URL');
  const template = typeof body.template === 'string' ? body.template : postbackTemplate();
  const sent = await sendPostback(conversion, { twice: body.twice === true, template });
  sendJson(res, 200, { sent });
}

/** POST /swaarm/_control/catalogue {survey_wall}: how many survey-wall surveys the feed adds (0..400). */
async function controlCatalogue(req: IncomingMessage, res: ServerResponse) {
  const body = await readJson(req);
  const size = body.survey_wall;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 0 || size > SURVEY_WALL_MAX)
    throw new BadRequest(`survey_wall must be a whole number from 0 to ${SURVEY_WALL_MAX}`);
  setSurveyWall(size);
  sendJson(res, 200, { survey_wall: size });
}

/** Answers a /swaarm request; false when no route matches. */
export async function handleSwaarm(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const route = `${req.method} ${url.pathname.replace(/\/$/, '')}`;
  try {
    switch (route) {
      case 'GET /swaarm':
        sendHtml(res, 200, indexHtml(postbackTemplate(), recentPostbacks()));
        return true;
      case 'GET /swaarm/api/offers':
        sendJson(res, 200, feedPage(url.searchParams));
        return true;
      case 'GET /swaarm/click':
        showClick(res, url.searchParams);
        return true;
      case 'POST /swaarm/click':
        await completeEvent(req, res);
        return true;
      case 'POST /swaarm/_control/postback':
        await controlPostback(req, res);
        return true;
      case 'POST /swaarm/_control/catalogue':
        await controlCatalogue(req, res);
        return true;
      case 'GET /swaarm/_control/postbacks':
        sendJson(res, 200, { postbacks: recentPostbacks() });
        return true;
    }
    const image = req.method === 'GET' ? IMAGE_PATH.exec(url.pathname) : null;
    const offer = image ? findSwaarmOffer(image[1]!) : undefined;
    // Only an offer's own image exists (the one whose preview link names another file gets a 404).
    if (offer && offer.previewUrl.endsWith(`/images/${offer.id}.svg`)) {
      send(res, 200, 'image/svg+xml; charset=utf-8', offerImageSvg(offer), { 'cache-control': 'public, max-age=31536000, immutable' });
      return true;
    }
    return false;
  } catch (err) {
    if (!(err instanceof BadRequest)) throw err;
    sendJson(res, err.status, { error: err.message });
    return true;
  }
}
