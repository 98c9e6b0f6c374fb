import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CPX_TRANS_ID, cpxPostbackQuery, surveyMemberRef } from '@pilotmiles/core';
import { createPartnersServer } from '../server';
import { SURVEYS, md5, memberHash, surveysAppId, surveysSecret } from './surveys';

let simulator: Server;
let receiver: Server;
let base: string;
let receiverUrl: string;
/** What the stand-in API received: each postback's URL. */
const received: URL[] = [];

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

beforeAll(async () => {
  simulator = createPartnersServer();
  base = await listen(simulator);
  receiver = createServer((req, res) => {
    received.push(new URL(req.url!, 'http://receiver'));
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"data":{"outcome":"credited","status":"confirmed"}}');
  });
  receiverUrl = await listen(receiver);
  process.env.SURVEYS_POSTBACK_URL = `${receiverUrl}/api/postbacks/cpx`;
});

afterAll(async () => {
  delete process.env.SURVEYS_POSTBACK_URL;
  await new Promise((r) => simulator.close(r));
  await new Promise((r) => receiver.close(r));
});

// As PilotMiles names a member on the wall (GET /surveys/wall).
const USER = surveyMemberRef('member_ABC-123');
const wallQuery = (user = USER, hash = memberHash(user)) =>
  new URLSearchParams({ app_id: surveysAppId(), ext_user_id: user, secure_hash: hash }).toString();

const form = (fields: Record<string, string>) =>
  fetch(`${base}/surveys/wall/survey`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const json = (path: string, body: unknown) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** The postback's parameters, checked as our API would: schema and hash. */
function expectSigned(url: URL) {
  const query = Object.fromEntries(url.searchParams);
  expect(url.pathname).toBe('/api/postbacks/cpx');
  expect(cpxPostbackQuery.safeParse(query).success).toBe(true);
  // The network's shape, which the member reference it names never has.
  expect(query.trans_id).toMatch(CPX_TRANS_ID);
  expect(query.user_id).not.toMatch(CPX_TRANS_ID);
  expect(query.hash).toBe(md5(`${query.trans_id}-${surveysSecret()}`));
  return query;
}

describe('the catalogue', () => {
  it('has 4 to 5 surveys of 2 or 3 questions, unique ids, one that screens out', () => {
    expect(SURVEYS.length).toBeGreaterThanOrEqual(4);
    expect(SURVEYS.length).toBeLessThanOrEqual(5);
    expect(new Set(SURVEYS.map((s) => s.id)).size).toBe(SURVEYS.length);
    for (const s of SURVEYS) expect(s.questions.length).toBeGreaterThanOrEqual(2);
    for (const s of SURVEYS) expect(s.questions.length).toBeLessThanOrEqual(3);
    expect(SURVEYS.filter((s) => s.screenOutUsd !== undefined)).toHaveLength(1);
  });
});

describe('the wall', () => {
  it('shows every survey to a member whose hash matches, and refuses a wrong hash or app', async () => {
    const res = await fetch(`${base}/surveys/wall?${wallQuery()}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    for (const s of SURVEYS) expect(html).toContain(`Start<span class="sr"> ${s.name}</span>`);
    expect(html).toContain('width=device-width');

    expect((await fetch(`${base}/surveys/wall?${wallQuery(USER, md5('nope'))}`)).status).toBe(403);
    expect((await fetch(`${base}/surveys/wall?${wallQuery('other', memberHash(USER))}`)).status).toBe(403);
    expect((await fetch(`${base}/surveys/wall?app_id=1&ext_user_id=${USER}&secure_hash=${memberHash(USER)}`)).status).toBe(403);
    expect((await fetch(`${base}/surveys/wall`)).status).toBe(403);
    // Echoed values are escaped.
    const hostile = await (await fetch(`${base}/surveys/wall?app_id=%3Cscript%3E`)).text();
    expect(hostile).not.toContain('<script>');
  });

  it('asks the questions, wants them all answered, then fires the signed completion and marks it done', async () => {
    const user = surveyMemberRef(`wall_${Date.now()}`);
    const survey = SURVEYS.find((s) => s.id === 'travel-habits')!;
    const page = await fetch(`${base}/surveys/wall/survey?${wallQuery(user)}&survey_id=${survey.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const q of survey.questions) expect(html).toContain(q.text);

    const member = Object.fromEntries(new URLSearchParams(wallQuery(user)));
    const partial = await form({ ...member, survey_id: survey.id, [survey.questions[0]!.id]: survey.questions[0]!.options[0]! });
    expect(partial.status).toBe(400);
    expect(await partial.text()).toContain('Please answer every question');

    const answers = Object.fromEntries(survey.questions.map((q) => [q.id, q.options[1]!]));
    const before = received.length;
    const done = await form({ ...member, survey_id: survey.id, ...answers });
    expect(done.status).toBe(200);
    const result = await done.text();
    expect(result).toContain('Survey complete');
    expect(result).toContain('70 PM are on their way');
    expect(result).toContain('Back to surveys');
    expect(received.length).toBe(before + 1);
    const query = expectSigned(received.at(-1)!);
    expect(query).toMatchObject({ status: '1', type: 'complete', user_id: user, amount_usd: '1.00' });
    // Only what CPX's placeholders can fill: no survey name ({status}, {trans_id}, {user_id}, {amount_usd}, {amount_local}, {type}, {secure_hash}).
    expect(Object.keys(query).sort()).toEqual(['amount_local', 'amount_usd', 'hash', 'status', 'trans_id', 'type', 'user_id']);

    const wall = await (await fetch(`${base}/surveys/wall?${wallQuery(user)}`)).text();
    expect(wall).toContain('Completed');
    expect(wall).not.toContain(`Start<span class="sr"> ${survey.name}</span>`);
    // A forged form (someone else's hash) fires nothing.
    expect((await form({ ...member, ext_user_id: 'someone_else', survey_id: survey.id, ...answers })).status).toBe(403);
    expect(received.length).toBe(before + 1);
  });

  it('screens the member out of the smartphone survey with a small paid screen-out', async () => {
    const user = surveyMemberRef(`out_${Date.now()}`);
    const survey = SURVEYS.find((s) => s.screenOutUsd !== undefined)!;
    const member = Object.fromEntries(new URLSearchParams(wallQuery(user)));
    const answers = Object.fromEntries(survey.questions.map((q) => [q.id, q.options[0]!]));
    const res = await form({ ...member, survey_id: survey.id, ...answers });
    expect(await res.text()).toContain('You did not qualify this time');
    expect(expectSigned(received.at(-1)!)).toMatchObject({ status: '1', type: 'out', amount_usd: '0.05', user_id: user });
  });
});

describe('the JSON hooks', () => {
  it('complete a survey for a member (twice at once if asked) and reverse it', async () => {
    const before = received.length;
    const res = await json('/surveys/complete', { user_id: USER, survey_id: 'streaming', twice: true });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ type: 'complete', amount_usd: 1.4 });
    expect(body.sent).toHaveLength(2);
    expect(body.sent.map((s: { status: number }) => s.status)).toEqual([200, 200]);
    expect(received.length).toBe(before + 2);
    expect(received.at(-1)!.toString()).toBe(received.at(-2)!.toString());
    expect(expectSigned(received.at(-1)!).trans_id).toBe(body.trans_id);

    const reversal = await json('/surveys/reverse', { trans_id: body.trans_id });
    expect(reversal.status).toBe(200);
    expect(expectSigned(received.at(-1)!)).toMatchObject({ status: '2', trans_id: body.trans_id, user_id: USER, amount_usd: '1.40' });

    const list = await (await fetch(`${base}/surveys/postbacks`)).json();
    expect(list.postbacks.at(-1)).toMatchObject({ cpxStatus: 2, status: 200 });
  });

  it('refuse bad input', async () => {
    expect((await json('/surveys/complete', { user_id: 'a/b', survey_id: 'streaming' })).status).toBe(400);
    expect((await json('/surveys/complete', { user_id: USER, survey_id: 'nope' })).status).toBe(400);
    expect((await json('/surveys/complete', { user_id: USER, survey_id: 'grocery', twice: 'yes' })).status).toBe(400);
    expect((await json('/surveys/complete', { user_id: USER, survey_id: 'grocery', postback_url: 'ftp://x' })).status).toBe(400);
    expect((await json('/surveys/reverse', { trans_id: 'cpx-unknown' })).status).toBe(404);
  });

  it('report an API that does not answer, without failing', async () => {
    const res = await json('/surveys/complete', { user_id: USER, survey_id: 'grocery', postback_url: 'http://127.0.0.1:9/api/postbacks/cpx' });
    expect(res.status).toBe(200);
    const { sent } = await res.json();
    expect(sent[0].status).toBeNull();
    expect(sent[0].error).toBeTruthy();
  });
});
