/**
 * The survey wall's HTML, made to be read inside PilotMiles' frame down to 390 px: the wall (one
 * card per survey), a survey's questions, the result with the postback it fired, an error page
 * and an index at /surveys. Plain HTML and inline CSS, no script; every echoed value is escaped.
 * End-to-end tests find controls by their accessible names ('Start Travel habits',
 * 'Submit answers', 'Back to surveys').
 */
import { escapeHtml as e, simulatorPage } from '../html';
import type { SentPostback, SurveyTransaction } from './postbacks';
import { SURVEYS, estimatePm, type Survey, type WallMember } from './surveys';

const SIMULATOR = 'Survey wall simulator (CPX Research style)';

const CSS = `
  main { max-width: 720px; padding: 12px; }
  .meta { word-break: normal; overflow-wrap: anywhere; }
  ul.surveys { list-style: none; padding: 0; margin: 0; display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); }
  ul.surveys li { background: #fff; border-radius: 12px; padding: 14px; box-shadow: 0 1px 3px rgba(0,0,0,.12); display: flex; flex-direction: column; gap: 6px; }
  .topic { font-size: 12px; font-weight: 700; text-transform: uppercase; letter-spacing: .04em; color: #5b3fd6; }
  .reward { font-size: 22px; font-weight: 800; color: #1f9d55; }
  .done { color: #5b6275; font-weight: 600; }
  a.button, button { display: inline-block; text-align: center; text-decoration: none; font: inherit; font-weight: 600; color: #fff; background: #5b3fd6; border: 0; border-radius: 8px; padding: 10px 14px; cursor: pointer; }
  a.button:hover { background: #4a30bd; }
  fieldset { border: 0; padding: 0; margin: 0 0 16px; }
  legend { font-weight: 700; margin-bottom: 6px; }
  label.option { display: flex; gap: 8px; align-items: center; padding: 8px 10px; border: 1px solid #dde0ea; border-radius: 8px; margin-bottom: 6px; background: #fff; }
  .error { color: #b42318; font-weight: 600; }
  .sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  @media (max-width: 420px) { ul.surveys { grid-template-columns: 1fr; } button, a.button { width: 100%; } }
`;

const page = (title: string, body: string) => simulatorPage({ title: `${title} · ${SIMULATOR}`, simulator: SIMULATOR, css: CSS, body });

/** The wall URL's member parameters, as a query string (links keep the member signed in to the wall). */
const memberQuery = (m: WallMember) =>
  new URLSearchParams({ app_id: m.appId, ext_user_id: m.userId, secure_hash: m.secureHash }).toString();

const hidden = (m: WallMember) =>
  `<input type="hidden" name="app_id" value="${e(m.appId)}">
   <input type="hidden" name="ext_user_id" value="${e(m.userId)}">
   <input type="hidden" name="secure_hash" value="${e(m.secureHash)}">`;

/** The wall: every survey with its topic, length and reward, and a start link (or 'Completed'). */
export function wallHtml(member: WallMember, finished: ReadonlySet<string>): string {
  const cards = SURVEYS.map((s) => {
    const action = finished.has(s.id)
      ? '<span class="done">Completed</span>'
      : `<a class="button" href="/surveys/wall/survey?${e(memberQuery(member))}&amp;survey_id=${e(s.id)}">Start<span class="sr"> ${e(s.name)}</span></a>`;
    return `<li aria-label="${e(s.name)}"><span class="topic">${e(s.topic)}</span>
      <h2>${e(s.name)}</h2>
      <p class="meta">${e(`${s.minutes} min · ${s.questions.length} questions`)}</p>
      <span class="reward">${e(`${estimatePm(s.payoutUsd)} PM`)}</span>
      ${action}</li>`;
  }).join('\n');
  return page(
    'Surveys',
    `<h1>Pick a survey</h1>
    <p class="meta">Answer honestly: some surveys look for particular people and may end early.</p>
    <ul class="surveys" aria-label="Surveys">${cards}</ul>`,
  );
}

/** One survey's questions; `error` when the last submission missed some. */
export function surveyHtml(member: WallMember, survey: Survey, error?: string): string {
  const questions = survey.questions
    .map(
      (q) => `<fieldset><legend>${e(q.text)}</legend>
        ${q.options
          .map((o) => `<label class="option"><input type="radio" name="${e(q.id)}" value="${e(o)}" required> ${e(o)}</label>`)
          .join('\n')}
      </fieldset>`,
    )
    .join('\n');
  return page(
    survey.name,
    `<section class="card">
      <p class="topic">${e(survey.topic)} · ${e(`${survey.minutes} min`)}</p>
      <h1>${e(survey.name)}</h1>
      ${error ? `<p class="error" role="alert">${e(error)}</p>` : ''}
      <form method="post" action="/surveys/wall/survey">
        ${hidden(member)}
        <input type="hidden" name="survey_id" value="${e(survey.id)}">
        ${questions}
        <button type="submit">Submit answers</button>
      </form>
    </section>
    <p><a href="/surveys/wall?${e(memberQuery(member))}">Back to surveys</a></p>`,
  );
}

const succeeded = (s: SentPostback) => s.status !== null && s.status >= 200 && s.status < 300;

/** What finishing a survey did: the member's message and, for developers, the postback's answer. */
export function resultHtml(member: WallMember, transaction: SurveyTransaction, sent: readonly SentPostback[]): string {
  const pm = estimatePm(transaction.amountUsd);
  const headline =
    transaction.type === 'out'
      ? `<h1>You did not qualify this time</h1><p>${e(pm > 0 ? `Thanks for your time: a ${pm} PM screen-out bonus is on its way.` : 'Thanks for your time.')}</p>`
      : `<h1>Survey complete</h1><p>${e(`Thank you! ${pm} PM are on their way to your PilotMiles balance.`)}</p>`;
  const delivery = sent
    .map(
      (s) => `<p class="meta">${e(`Postback ${s.status === null ? `not delivered: ${s.error ?? 'no answer'}` : `answered ${s.status}`}`)}</p>
      ${s.status === null ? '' : `<pre aria-label="Response body">${e(s.body || '(empty body)')}</pre>`}`,
    )
    .join('');
  return page(
    transaction.type === 'out' ? 'Screened out' : 'Survey complete',
    `<section class="card result${sent.every(succeeded) ? '' : ' failed'}" role="status" aria-label="Survey result">
      ${headline}
      ${delivery}
    </section>
    <p><a class="button" href="/surveys/wall?${e(memberQuery(member))}">Back to surveys</a></p>`,
  );
}

export function errorHtml(message: string): string {
  return page(
    'Wall link not valid',
    `<section class="card result failed" role="alert"><h1>This survey wall link is not valid</h1><p>${e(message)}</p>
    <p class="meta">Walls open as /surveys/wall?app_id=…&amp;ext_user_id=&lt;member&gt;&amp;secure_hash=md5(member-secret). Open it from PilotMiles' Take Surveys page.</p></section>`,
  );
}

/** /surveys: what the simulator serves and the postbacks it sent lately. */
export function indexHtml(postbackUrl: string, recent: readonly SentPostback[]): string {
  const rows = [...recent]
    .reverse()
    .slice(0, 20)
    .map(
      (s) =>
        `<tr><td>${e(s.at)}</td><td>${e(`${s.cpxStatus} ${s.transaction.type} ${s.transaction.surveyName}`)}</td><td>${e(s.status ?? s.error)}</td><td><code>${e(s.transaction.transId)}</code></td></tr>`,
    )
    .join('');
  return page(
    'Index',
    `<section class="card"><h1>Survey wall simulator</h1>
      <p>${SURVEYS.length} surveys. The wall: <code>/surveys/wall?app_id&amp;ext_user_id&amp;secure_hash</code>.</p>
      <p>Postbacks go to:</p><pre>${e(postbackUrl)}?status=1|2&amp;trans_id&amp;user_id&amp;amount_usd&amp;type&amp;hash</pre>
      <p class="meta">JSON hooks: POST /surveys/complete {user_id, survey_id, twice?}, POST /surveys/reverse {trans_id}, GET /surveys/postbacks.</p>
    </section>
    <section class="card"><h2>Latest postbacks</h2>
      ${rows ? `<table><tr><th>at</th><th>sent</th><th>answer</th><th>transaction</th></tr>${rows}</table>` : '<p class="meta">None yet.</p>'}
    </section>`,
  );
}
