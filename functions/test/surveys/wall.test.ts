/**
 * GET /surveys/wall (docs/surveys.md "Allow-list"): the member's wall with our member parameters,
 * and a link of the member's own only when it is one of our walls, never an arbitrary page in our
 * frame. GET /surveys/activity: the member's own survey transactions only.
 */
import { describe, expect, it } from 'vitest';
import { api, authHeader, checkLedgersAfterEachTest, createUser, expectSessionExpired } from '../support/helpers';
import { LOCAL_WALL, SURVEYS_APP_ID, SURVEYS_SECRET, md5, postback, transId } from './support';

checkLedgersAfterEachTest();

const wall = (user: { idToken: string } | null, url?: string) => {
  const req = api().get('/api/surveys/wall');
  if (user) req.set(authHeader(user));
  return url === undefined ? req : req.query({ url });
};

/** Our app, the member's reference (pm.{uid}: never a transaction id, docs/surveys.md "Trust") and its hash. */
function expectMemberParams(raw: string, uid: string) {
  const url = new URL(raw);
  for (const name of ['app_id', 'ext_user_id', 'secure_hash']) expect(url.searchParams.getAll(name)).toHaveLength(1);
  expect(url.searchParams.get('app_id')).toBe(SURVEYS_APP_ID);
  expect(url.searchParams.get('ext_user_id')).toBe(`pm.${uid}`);
  expect(url.searchParams.get('secure_hash')).toBe(md5(`pm.${uid}-${SURVEYS_SECRET}`));
  return url;
}

describe('GET /surveys/wall', () => {
  it("gives a verified member our configured wall with their reference and its hash", async () => {
    const member = await createUser();
    const res = await wall(member);
    expect(res.status).toBe(200);
    const url = expectMemberParams(res.body.data.url, member.uid);
    expect(`${url.origin}${url.pathname}`).toBe(LOCAL_WALL);
    expect(res.body.data.host).toBe(new URL(LOCAL_WALL).host);
  });

  it('takes an allowed link, keeps its other parameters and replaces whatever member it names', async () => {
    const member = await createUser();
    const other = await createUser();
    const link =
      `https://offers.cpx-research.com/index.php?app_id=999&ext_user_id=${other.uid}&secure_hash=abc&subid_1=banner` +
      `&ext_user_id=${other.uid}&ext.user.id=${other.uid}&EXT_USER_ID=${other.uid}&ext_user_id[]=${other.uid}#frag`;
    const res = await wall(member, link);
    expect(res.status).toBe(200);
    const url = expectMemberParams(res.body.data.url, member.uid);
    expect(res.body.data.url).not.toContain(other.uid);
    expect(url.origin).toBe('https://offers.cpx-research.com');
    expect(url.searchParams.get('subid_1')).toBe('banner');
    expect(url.hash).toBe('');
    expect(res.body.data.host).toBe('offers.cpx-research.com');

    // The simulator's wall (the configured one) is allowed too, and the root of CPX's host.
    expectMemberParams((await wall(member, `${LOCAL_WALL}?ext_user_id=${other.uid}`)).body.data.url, member.uid);
    expect((await wall(member, 'https://offers.cpx-research.com/')).status).toBe(200);
    expect((await wall(member, 'HTTPS://OFFERS.CPX-RESEARCH.COM:443/index.php')).status).toBe(200);
    // An empty url is no url: our wall.
    expect(new URL((await wall(member, '')).body.data.url).pathname).toBe(new URL(LOCAL_WALL).pathname);
  });

  const refused = [
    'https://evil.example/index.php',
    'https://evil.example/?u=https://offers.cpx-research.com/index.php',
    'http://offers.cpx-research.com/index.php',
    'https://offers.cpx-research.com:8443/index.php',
    'https://offers.cpx-research.com/other.php',
    'https://offers.cpx-research.com/index.php/../../evil',
    'https://offers.cpx-research.com.evil.example/index.php',
    'https://evil.offers.cpx-research.com/index.php',
    'https://offers.cpx-research.com.@evil.example/index.php',
    'https://offers.cpx-research.com@evil.example/index.php',
    'https://user:pass@offers.cpx-research.com/index.php',
    'https://evil.example#@offers.cpx-research.com/index.php',
    'https://offers.cpx-research.com./index.php',
    'javascript:alert(1)//offers.cpx-research.com/index.php',
    'data:text/html,<script>alert(1)</script>',
    '//offers.cpx-research.com/index.php',
    'offers.cpx-research.com/index.php',
    'not a url',
    'http://localhost:9400/surveys/wall',
    `${LOCAL_WALL.replace('/wall', '/other')}`,
    'http://127.0.0.1:9400/swaarm/click?offer_id=1',
  ];
  it.each(refused)('refuses %s as not one of our walls', async (link) => {
    const member = await createUser();
    const res = await wall(member, link);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'surveys/host-not-allowed', message: 'This survey wall is not one of our partners' });
  });

  it('refuses anonymous callers and unverified members; bad input names the field', async () => {
    expectSessionExpired(await wall(null));
    expectSessionExpired(await wall(null, 'https://offers.cpx-research.com/index.php'));
    const unverified = await createUser({ verified: false });
    const res = await wall(unverified);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('auth/email-not-verified');

    const member = await createUser();
    const twice = await api().get('/api/surveys/wall?url=a&url=b').set(authHeader(member));
    expect(twice.status).toBe(400);
    expect(twice.body.field).toBe('url');
    const long = await wall(member, `https://offers.cpx-research.com/index.php?x=${'a'.repeat(2100)}`);
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('url');
    const extra = await api().get('/api/surveys/wall?ext_user_id=someone').set(authHeader(member));
    expect(extra.status).toBe(400);
    expect(extra.body.field).toBe('ext_user_id');
  });
});

describe('GET /surveys/activity', () => {
  it("lists the member's own survey transactions, newest first, and nobody else's", async () => {
    const member = await createUser();
    const other = await createUser();
    const empty = await api().get('/api/surveys/activity').set(authHeader(member));
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual([]);

    const first = transId();
    const second = transId();
    expect((await postback({ trans_id: first, user_id: member.uid, amount_usd: '1.00', survey_name: 'Travel habits' })).status).toBe(200);
    expect((await postback({ trans_id: second, user_id: member.uid, amount_usd: '0.05', type: 'out' })).status).toBe(200);
    expect((await postback({ trans_id: transId(), user_id: other.uid })).status).toBe(200);
    expect((await postback({ trans_id: first, user_id: member.uid, status: '2' })).status).toBe(200);

    const res = await api().get('/api/surveys/activity').set(authHeader(member));
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({ id: `survey:cpx:${second}`, name: 'Screen-out bonus', type: 'out', status: 'confirmed', pilot_miles: 3 }),
      expect.objectContaining({ id: `survey:cpx:${first}`, name: 'Travel habits', type: 'complete', status: 'reversed', pilot_miles: 70 }),
    ]);
    expect(res.body.data[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT/);

    expectSessionExpired(await api().get('/api/surveys/activity'));
    const bad = await api().get('/api/surveys/activity?uid=someone').set(authHeader(member));
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('uid');
  });
});
