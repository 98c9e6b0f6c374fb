/**
 * The survey wall simulator under /surveys (CPX Research style, docs/surveys.md): the wall a
 * member opens in PilotMiles' frame (checked against our app id and the member's secure hash), a
 * survey's questions, finishing it (which fires the signed postback), and JSON hooks for tests:
 * complete a survey for a member, reverse a transaction, list the postbacks sent.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadRequest, readForm, readJson, sendHtml, sendJson } from '../http';
import { errorHtml, indexHtml, resultHtml, surveyHtml, wallHtml } from './pages';
import { findTransaction, newTransaction, recentPostbacks, sendPostback, surveysPostbackUrl } from './postbacks';
import { findSurvey, finishedBy, isWallUser, markFinished, SURVEYS, wallMember } from './surveys';

export const SURVEYS_PREFIX = '/surveys';

/** GET /surveys/wall: the wall for the member its URL names (403 when the hash is wrong). */
function showWall(res: ServerResponse, params: URLSearchParams) {
  const member = wallMember(params);
  if (typeof member === 'string') return sendHtml(res, 403, errorHtml(member));
  sendHtml(res, 200, wallHtml(member, finishedBy(member.userId)));
}

/** GET /surveys/wall/survey: one survey's questions. */
function showSurvey(res: ServerResponse, params: URLSearchParams) {
  const member = wallMember(params);
  if (typeof member === 'string') return sendHtml(res, 403, errorHtml(member));
  const survey = findSurvey(params.get('survey_id') ?? '');
  if (!survey) return sendHtml(res, 404, errorHtml(`Unknown survey ${JSON.stringify(params.get('survey_id') ?? '')}.`));
  sendHtml(res, 200, surveyHtml(member, survey));
}

/** POST /surveys/wall/survey: the answers; a complete set finishes the survey and fires its postback. */
async function submitSurvey(req: IncomingMessage, res: ServerResponse) {
  const form = await readForm(req);
  const member = wallMember(form);
  if (typeof member === 'string') return sendHtml(res, 403, errorHtml(member));
  const survey = findSurvey(form.get('survey_id') ?? '');
  if (!survey) return sendHtml(res, 404, errorHtml(`Unknown survey ${JSON.stringify(form.get('survey_id') ?? '')}.`));
  const missing = survey.questions.filter((q) => !q.options.includes(form.get(q.id) ?? ''));
  if (missing.length) return sendHtml(res, 400, surveyHtml(member, survey, `Please answer every question (${missing.length} left).`));
  const transaction = newTransaction(member.userId, survey);
  markFinished(member.userId, survey.id);
  const sent = await sendPostback(transaction);
  sendHtml(res, 200, resultHtml(member, transaction, sent));
}

/**
 * POST /surveys/complete {user_id, survey_id, twice?, postback_url?} -> {trans_id, type, amount_usd, sent}:
 * the member (as the wall names them: `pm.{uid}`) finishes the survey (a screen-out for the one that screens out); `twice` sends the
 * postback twice at once; `postback_url` overrides where it goes (an API on another port).
 */
async function controlComplete(req: IncomingMessage, res: ServerResponse) {
  const body = await readJson(req);
  if (typeof body.user_id !== 'string' || !isWallUser(body.user_id)) throw new BadRequest('user_id must be a member id');
  const survey = typeof body.survey_id === 'string' ? findSurvey(body.survey_id) : undefined;
  if (!survey) throw new BadRequest(`survey_id must be one of ${SURVEYS.map((s) => s.id).join(', ')}`);
  if (body.twice !== undefined && typeof body.twice !== 'boolean') throw new BadRequest('twice must be true or false');
  const base = postbackBase(body.postback_url);
  const transaction = newTransaction(body.user_id, survey);
  markFinished(body.user_id, survey.id);
  const sent = await sendPostback(transaction, { twice: body.twice === true, base });
  sendJson(res, 200, { trans_id: transaction.transId, type: transaction.type, amount_usd: transaction.amountUsd, sent });
}

/** POST /surveys/reverse {trans_id, postback_url?} -> {sent}: the network takes a transaction back (status=2). */
async function controlReverse(req: IncomingMessage, res: ServerResponse) {
  const body = await readJson(req);
  const transaction = typeof body.trans_id === 'string' ? findTransaction(body.trans_id) : undefined;
  if (!transaction) throw new BadRequest(`unknown trans_id ${JSON.stringify(body.trans_id ?? null)}`, 404);
  const sent = await sendPostback(transaction, { cpxStatus: 2, base: postbackBase(body.postback_url) });
  sendJson(res, 200, { sent });
}

function postbackBase(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^https?:\/\//.test(value)) throw new BadRequest('postback_url must be an http(s) URL');
  return value;
}

/** Answers a /surveys request; false when no route matches. */
export async function handleSurveys(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
  const route = `${req.method} ${url.pathname.replace(/\/$/, '')}`;
  try {
    switch (route) {
      case 'GET /surveys':
        sendHtml(res, 200, indexHtml(surveysPostbackUrl(), recentPostbacks()));
        return true;
      case 'GET /surveys/wall':
        showWall(res, url.searchParams);
        return true;
      case 'GET /surveys/wall/survey':
        showSurvey(res, url.searchParams);
        return true;
      case 'POST /surveys/wall/survey':
        await submitSurvey(req, res);
        return true;
      case 'POST /surveys/complete':
        await controlComplete(req, res);
        return true;
      case 'POST /surveys/reverse':
        await controlReverse(req, res);
        return true;
      case 'GET /surveys/postbacks':
        sendJson(res, 200, { postbacks: recentPostbacks() });
        return true;
    }
    return false;
  } catch (err) {
    if (!(err instanceof BadRequest)) throw err;
    sendJson(res, err.status, { error: err.message });
    return true;
  }
}
