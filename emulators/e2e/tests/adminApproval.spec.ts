/**
 * Staff approving payouts at /admin/payouts (docs/rewards.md "Staff"): a $1,000 prize flagged
 * "Identity not verified yet" asks for a confirmation and a note, which the member never sees; and
 * a payout just approved keeps its place (showing Approved) so an impatient second click, or one
 * landing as the list reloads, never approves the next member's payout.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { expect, test } from '../fixtures';
import { PROJECT_ID, expectNoHorizontalScroll, openInApp, screenshot, signedIn } from '../support';

const db = () => getFirestore(getApps()[0] ?? initializeApp({ projectId: PROJECT_ID }));

/**
 * A sweepstake prize waiting for staff, as the draw writes it (docs/sweepstakes.md): no PM were
 * debited for it, so nothing here touches a balance.
 */
async function prizeFor(
  uid: string,
  email: string,
  options: { title: string; value: number; reasons: string[]; ageMs?: number },
) {
  const id = `prize-e2e-${randomUUID().slice(0, 8)}`;
  const at = Timestamp.fromMillis(Date.now() - (options.ageMs ?? 0));
  await db()
    .collection('payouts')
    .doc(id)
    .set({
      id,
      uid,
      email,
      recipient_name: 'Test Pilot',
      reward_id: 'sweepstake-prize',
      reward_name: `Prize: ${options.title}`,
      brand: 'PilotMiles',
      category: 'cash',
      image_url: '/images/rewards/amazon-us.svg',
      delivery_kind: 'link',
      provider_product_id: 'REWARD-LINK',
      value_usd: options.value,
      pilot_miles: 0,
      status: 'pending_review',
      review_reasons: options.reasons,
      request_id: null,
      debit_tx: null,
      source: 'sweepstake',
      sweepstake_id: id.replace('prize-', ''),
      delivery: null,
      provider_order_id: null,
      attempts: 0,
      next_attempt_at: null,
      lease_until: null,
      last_error: null,
      rejection_reason: null,
      refund_tx: null,
      created_at: at,
      updated_at: at,
      fulfilled_at: null,
      history: [{ status: 'pending_review', at, by: 'system' }],
    });
  return id;
}

const statusOf = async (id: string) => (await db().collection('payouts').doc(id).get()).get('status') as string;

/** Staff at /admin/payouts, the queue narrowed to one member. */
async function staffQueue(browser: Browser, width: number, uid: string) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await context.newPage();
  await signedIn(page, { admin: true });
  await openInApp(page, '/admin/payouts');
  await page.getByLabel('Member uid').fill(uid);
  await page.getByLabel('Member uid').press('Enter');
  return { page, close: () => context.close() };
}

/** The row (a table row when wide, a card on a phone) of the payout named `name`. */
const rowOf = (page: Page, name: string, wide: boolean) =>
  (wide ? page.getByRole('row') : page.getByRole('list', { name: 'Payouts' }).getByRole('listitem')).filter({
    hasText: name,
  });

for (const width of [390, 1280]) {
  const wide = width >= 900;

  test(`staff approve a flagged $1,000 prize only with a note, which the member never sees (${width}px)`, async ({
    page,
    browser,
  }) => {
    const member = await signedIn(page);
    const id = await prizeFor(member.uid, member.email, {
      title: 'Dream Trip',
      value: 1000,
      reasons: ['first-payout', 'kyc-required'],
    });

    const staff = await staffQueue(browser, width, member.uid);
    const admin = staff.page;
    const row = rowOf(admin, 'Prize: Dream Trip', wide).first();
    await expect(row.getByText('Identity not verified yet')).toBeVisible();
    // Where the row sits on the page (the page may scroll to bring a button into view).
    const pageY = () => row.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const rowAt = await pageY();
    await row.getByRole('button', { name: 'Approve', exact: true }).click();

    // Nothing is sent by that click: a dialog says what is flagged and asks why it is safe.
    const dialog = admin.getByRole('dialog', { name: 'Approve payout' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Prize: Dream Trip · $1,000')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveText('Flagged: Identity not verified yet');
    await dialog.getByRole('button', { name: 'Approve $1,000' }).click();
    await expect(dialog.getByText('say why it is safe to approve (at least 3 characters)')).toBeVisible();
    expect(await statusOf(id)).toBe('pending_review');
    await expectNoHorizontalScroll(admin);
    await screenshot(admin, 'admin-approve-flagged');

    const note = `Winner verified on a video call ${randomUUID().slice(0, 6)}`;
    await dialog.getByRole('textbox', { name: /Note/ }).fill(note);
    await dialog.getByRole('button', { name: 'Approve $1,000' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByText('Payout approved: it goes to the provider now')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Approved' })).toBeDisabled();
    // The row, the last one to approve, stayed where it was (the bulk bar above it too).
    expect(await pageY()).toBe(rowAt);
    await screenshot(admin, 'admin-approve-flagged-done');

    // The note is on staff's side: the payout's staff fields and the audit log.
    const stored = (await db().collection('payouts').doc(id).get()).data()!;
    expect(stored.approval_note).toBe(note);
    expect(stored.status).not.toBe('pending_review');
    const logs = await db().collection('adminLogs').where('target', '==', `payouts/${id}`).get();
    expect(logs.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({
        action: 'payout.approve',
        reason: note,
        after: { status: 'approved', confirmed: 'note' },
      }),
    ]);
    await staff.close();

    // The member sees their prize on its way, never the note.
    await openInApp(page, '/profile/rewards');
    await expect(page.getByRole('list', { name: 'My rewards' }).getByText('Prize: Dream Trip')).toBeVisible();
    await expect(page.getByText(note)).toHaveCount(0);
  });

  test(`a second click after an approval, or as the list reloads, approves nobody else (${width}px)`, async ({
    page,
    browser,
  }) => {
    const member = await signedIn(page);
    // Two small prizes for the same member, nothing flagged but a first payout: one click each.
    const older = await prizeFor(member.uid, member.email, {
      title: 'Weekend Escape',
      value: 5,
      reasons: ['first-payout'],
      ageMs: 60_000,
    });
    const newer = await prizeFor(member.uid, member.email, {
      title: 'Weekend Getaway',
      value: 5,
      reasons: ['first-payout'],
    });

    const staff = await staffQueue(browser, width, member.uid);
    const admin = staff.page;
    const top = rowOf(admin, 'Prize: Weekend Getaway', wide);
    const next = rowOf(admin, 'Prize: Weekend Escape', wide);
    await expect(next.getByRole('button', { name: 'Approve', exact: true })).toBeEnabled();
    // Mid-screen, clear of the toast that will show at the bottom.
    await top
      .getByRole('button', { name: 'Approve', exact: true })
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const box = (await top.getByRole('button', { name: 'Approve', exact: true }).boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const nextAt = (await next.getByRole('button', { name: 'Approve', exact: true }).boundingBox())!;

    // One click approves the top row; it stays where it was, showing Approved.
    await admin.mouse.click(x, y);
    await expect(admin.getByText('Payout approved: it goes to the provider now')).toBeVisible();
    await expect(top.getByRole('button', { name: 'Approved' })).toBeDisabled();
    // Its row kept its size: nothing below it moved.
    expect((await next.getByRole('button', { name: 'Approve', exact: true }).boundingBox())!.y).toBe(nextAt.y);
    // The impatient second click, a moment later, at the same spot.
    await admin.waitForTimeout(1_500);
    await admin.mouse.click(x, y);
    await expect(top).toHaveCount(1);
    await screenshot(admin, 'admin-approve-settled');

    // The queue reloads without it; a click landing right then waits too, so nothing moves under it.
    await admin.evaluate(
      (name) =>
        new Promise<void>((resolve) => {
          const gone = () => !document.body.innerText.includes(name);
          if (gone()) return resolve();
          const watch = new MutationObserver(() => {
            if (!gone()) return;
            watch.disconnect();
            resolve();
          });
          watch.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
      'Prize: Weekend Getaway',
    );
    await admin.mouse.click(x, y);
    // The next row took the place, and takes clicks again once it has settled.
    await expect(next.getByRole('button', { name: 'Approve', exact: true })).toBeEnabled();
    expect(await statusOf(older)).toBe('pending_review');
    expect(await statusOf(newer)).not.toBe('pending_review');
    await expect(next.getByText('Pending review')).toBeVisible();
    await staff.close();
  });
}
