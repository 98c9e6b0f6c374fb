/**
 * The Veriff simulator's HTML: the hosted verification page a session's url opens, what it shows
 * once the session is submitted or decided, its error page, and an index at /kyc. Plain HTML with
 * inline CSS and no script; every echoed value is escaped. End-to-end tests find controls by their
 * accessible names: 'Passport', 'Legal first name', 'Date of birth', 'Upload photo of document',
 * the buttons' text.
 */
import { escapeHtml as e, simulatorPage } from '../html';
import type { KycSession, Person } from './sessions';
import type { SentWebhook } from './webhooks';

const SIMULATOR = 'Identity verification simulator (Veriff)';

const CSS = `
  form .field { margin: 0 0 14px; }
  form label { display: block; font-weight: 600; margin-bottom: 4px; }
  input[type=text], input[type=date] { font: inherit; width: 100%; padding: 8px 10px; border-radius: 6px; border: 1px solid #9aa1b5; }
  input[type=file] { font: inherit; }
  fieldset { border: 1px solid #d5d8e3; border-radius: 8px; padding: 8px 12px 12px; margin: 0 0 14px; }
  legend { font-weight: 600; padding: 0 4px; }
  fieldset label { display: inline-flex; align-items: center; gap: 6px; font-weight: 400; margin: 4px 18px 0 0; }
  input[type=radio] { width: 18px; height: 18px; margin: 0; }
  .hint { color: #5b6275; font-size: 14px; margin: 4px 0 0; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin-top: 18px; }
  button.decline { background: #fff; color: #b42323; border: 2px solid #b42323; }
  button.decline:hover { background: #fbeaea; }
  .steps { color: #5b6275; font-size: 14px; margin: 0 0 8px; }
  .again { border-left: 4px solid #b26a00; padding: 6px 12px; background: #fff7e6; }
  @media (max-width: 560px) { .actions button { width: 100%; } }
`;

const page = (title: string, body: string) =>
  simulatorPage({ title: `${title} · ${SIMULATOR}`, simulator: SIMULATOR, css: CSS, body });

/** The way back to us, when the session has a callback (Veriff returns there with nothing added). */
const backLink = (session: KycSession, text: string) =>
  session.callback
    ? `<p class="meta" style="margin-top: 16px"><a href="${e(session.callback)}">${e(text)}</a></p>`
    : '';

/** GET /kyc/verify/{id} for an open session (new, or asked to submit again): the ID check the member completes. */
export function verifyPageHtml(session: KycSession, prefill: Partial<Person>): string {
  const action = `/kyc/verify/${encodeURIComponent(session.id)}`;
  const again =
    session.status === 'resubmission_requested'
      ? `<p class="again" role="status">Please submit again${session.decision?.reason ? `: ${e(session.decision.reason)}` : ''}.</p>`
      : '';
  return page(
    'Verify your identity',
    `<section class="card">
      <p class="steps">PilotMiles uses this service to confirm who you are before paying out.</p>
      <h1>Verify your identity</h1>
      <p class="meta">Session ${e(session.id)}</p>
      ${again}
    </section>
    <section class="card">
      <form method="post" action="${e(action)}">
        <fieldset>
          <legend>Choose your document</legend>
          <label><input type="radio" name="document_type" value="passport" checked> Passport</label>
          <label><input type="radio" name="document_type" value="drivers_license"> Driver's license</label>
          <label><input type="radio" name="document_type" value="id_card"> ID card</label>
        </fieldset>
        <div class="field"><label for="name_first">Legal first name</label>
          <input type="text" id="name_first" name="name_first" autocomplete="given-name" maxlength="100" value="${e(prefill.firstName ?? '')}"></div>
        <div class="field"><label for="name_last">Legal last name</label>
          <input type="text" id="name_last" name="name_last" autocomplete="family-name" maxlength="100" value="${e(prefill.lastName ?? '')}"></div>
        <div class="field"><label for="birth_date">Date of birth</label>
          <input type="date" id="birth_date" name="birth_date" autocomplete="bday" value="${e(prefill.dateOfBirth ?? '')}"></div>
        <div class="field"><label for="document">Upload photo of document</label>
          <input type="file" id="document" name="document" accept="image/*,.pdf" aria-describedby="document-hint">
          <p class="hint" id="document-hint">The simulator only pretends: nothing is uploaded or kept.</p></div>
        <div class="actions">
          <button type="submit" name="decision" value="approved">Submit verification</button>
          <button type="submit" name="decision" value="declined" class="decline">Simulate a declined check</button>
          <button type="submit" name="decision" value="resubmission_requested" class="decline">Simulate a resubmission request</button>
        </div>
      </form>
      ${backLink(session, 'Cancel and return to PilotMiles')}
    </section>`,
  );
}

/** GET /kyc/verify/{id} once the session is submitted or decided: nothing left to do here. */
export function decidedPageHtml(session: KycSession): string {
  const failed = session.status === 'declined' || session.status === 'expired' || session.status === 'abandoned';
  const heading =
    session.status === 'approved'
      ? 'Your identity is verified'
      : session.status === 'declined'
        ? 'We could not verify your identity'
        : session.status === 'expired' || session.status === 'abandoned'
          ? 'This verification has ended'
          : 'Your documents are being checked';
  const decided = session.decision;
  return page(
    heading,
    `<section class="card result${failed ? ' failed' : ''}" role="status">
      <h1>${e(heading)}</h1>
      <p class="meta">Session ${e(session.id)} · ${e(session.status)}${decided ? ` · ${e(decided.decisionTime)}` : ''}</p>
      ${backLink(session, 'Return to PilotMiles')}
    </section>`,
  );
}

/** After the page's buttons, for a session created without a callback: Veriff closes its page instead. */
export function closePageHtml(session: KycSession): string {
  return page(
    'You can close this window',
    `<section class="card result" role="status"><h1>You can close this window</h1>
      <p class="meta">Session ${e(session.id)} · ${e(session.status)} (no callback URL was given)</p></section>`,
  );
}

/** An unknown session, or a form post the page did not make. */
export function errorPageHtml(title: string, message: string): string {
  return page(
    title,
    `<section class="card result failed" role="alert"><h1>${e(title)}</h1><p>${e(message)}</p></section>`,
  );
}

/** /kyc: the API, the control API, and the latest sessions and webhooks. */
export function indexHtml(
  sessions: readonly KycSession[],
  webhooks: readonly SentWebhook[],
  webhookUrl: string,
): string {
  const sessionRows = sessions
    .map(
      (
        s,
      ) => `<tr><td>${e(s.created_at)}</td><td><a href="/kyc/verify/${e(encodeURIComponent(s.id))}">${e(s.id)}</a></td>
        <td><code>${e(s.vendorData ?? '')}</code></td><td>${e(s.status)}${s.decision?.reason ? ` (${e(s.decision.reason)})` : ''}</td></tr>`,
    )
    .join('');
  const webhookRows = webhooks
    .map(
      (
        w,
      ) => `<tr><td>${e(w.at)}</td><td><code>${e(w.webhook_id)}</code> ${e(w.decision)}${w.replay ? ' (replay)' : w.attempt ? ` (retry ${w.attempt})` : ''}</td>
        <td>${e(w.status ?? w.error)}</td><td>${e(w.url)}</td></tr>`,
    )
    .join('');
  return simulatorPage({
    title: SIMULATOR,
    simulator: SIMULATOR,
    body: `<section class="card"><h1>${e(SIMULATOR)}</h1>
      <p>Veriff's API at <code>/kyc/v1</code> (<code>X-AUTH-CLIENT: &lt;KYC_API_KEY&gt;</code>):
      <code>POST /sessions</code>, and <code>GET /sessions/{id}/decision</code> with <code>X-HMAC-SIGNATURE</code>
      (hex HMAC-SHA256 of the session id with the shared secret key). The member completes the session at its <code>url</code>.</p>
      <p>Decision webhooks (<code>X-HMAC-SIGNATURE</code> of the body; any answer but 200 is retried) go to:</p><pre>${e(webhookUrl)}</pre>
    </section>
    <section class="card"><h2>Control API (tests; no key)</h2>
      <pre>POST /kyc/_control/decide {session_id, decision: approved | declined | resubmission_requested | expired | abandoned | review | submitted, reason?, reason_code?, webhook_url?}
POST /kyc/_control/resend {webhook_id, webhook_url?}
GET  /kyc/_control/webhooks
GET  /kyc/_control/sessions?vendor_data=</pre>
    </section>
    <section class="card"><h2>Latest sessions</h2>
      ${sessionRows ? `<table><tr><th>created</th><th>session</th><th>vendorData</th><th>status</th></tr>${sessionRows}</table>` : '<p class="meta">None yet.</p>'}
    </section>
    <section class="card"><h2>Latest webhooks</h2>
      ${webhookRows ? `<table><tr><th>at</th><th>event</th><th>answer</th><th>to</th></tr>${webhookRows}</table>` : '<p class="meta">None yet.</p>'}
    </section>`,
  });
}
