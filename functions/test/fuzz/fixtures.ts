/**
 * The sweep's world: shared fixtures (an offer, a brand, an article, a reward) and lanes. A lane is
 * a member, another member, a member for staff to act on and a staff account, with the ids each
 * caller names; lanes run side by side, each one call at a time, so a change to a lane's members
 * is always the doing of that lane's last call.
 */
import { randomUUID } from 'node:crypto';
import { afterAll } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { countWords } from '@pilotmiles/core';
import { bumpArticlesVersion, saveArticles } from '../../src/articles/catalog.service';
import { forgetCatalog as forgetOffers } from '../../src/offers/catalog.service';
import { db } from '../../src/platform/firebase';
import { createUser, uniqueId, type TestUser } from '../support/helpers';
import { makeOffer, postback as offerPostback, startOffer } from '../offers/support';
import { activate, makeBrand } from '../shopping/support';
import { giftcardBehaviour, makeMember, makeReward, markFailedAsBefore, redeemCall } from '../rewards/support';
import { makeSweepstake } from '../sweepstakes/support';
import type { Caller, Ids } from './routes';

type Shared = Pick<Ids, 'offerId' | 'brandId' | 'network' | 'advertiserId' | 'slug' | 'rewardId' | 'runId'>;

const articles: string[] = [];
afterAll(async () => {
  await Promise.all(articles.splice(0).map((slug) => db.collection('articles').doc(slug).delete()));
  await bumpArticlesVersion();
});

async function makeArticle(): Promise<string> {
  const slug = uniqueId('fuzz-article').toLowerCase();
  articles.push(slug);
  const content = 'Intro.\n\n## Part\n\nBody text.';
  // Through saveArticles, which bumps the catalogue's version: public reads serve what it has in memory.
  await saveArticles([
    {
      slug,
      title: `Fuzz ${slug}`,
      date: '2001-01-01',
      content,
      content_length: countWords(content),
      img: null,
      excerpt: 'Written by the fuzz sweep.',
      published: true,
    },
  ]);
  return slug;
}

export async function makeShared(): Promise<Shared> {
  const [offerId, brand, slug, reward] = await Promise.all([makeOffer(), makeBrand(), makeArticle(), makeReward()]);
  // The offer is written straight to Firestore: a catalogue another file of this worker loaded would not show it.
  forgetOffers();
  return {
    offerId,
    brandId: brand.id,
    network: brand.network,
    advertiserId: brand.advertiser_id,
    slug,
    rewardId: reward.id,
    runId: randomUUID().slice(0, 8),
  };
}

async function notify(uid: string): Promise<string> {
  const ref = db.collection('users').doc(uid).collection('notifications').doc(`fuzz:${randomUUID()}`);
  await ref.set({
    type: 'streak',
    title: 'Keep your streak',
    body: 'Claim today.',
    url: '/earn',
    read: false,
    created_at: Timestamp.now(),
  });
  return ref.id;
}

/** A member with a start, an activation and an unread notification to name. */
async function equippedMember(shared: Shared) {
  const user = await createUser();
  const [clickId, activation, notificationId] = await Promise.all([
    startOffer(user, shared.offerId),
    activate(user, shared.brandId),
    notify(user.uid),
  ]);
  return { user, clickId, subId: activation.sub_id, notificationId };
}

/**
 * The member staff act on: an offer step credited at once (70 PM) and a $10 card that spent the
 * whole balance, which the provider delivered although its answer was lost, so that the payout is
 * failed on our side. A rejection meets the provider's record of it (409 rewards/payout-delivered,
 * the payout then fulfilled); the step's reversal leaves the member in debt (the payout back to
 * review, and approving or retrying it 409 rewards/member-in-debt).
 */
async function staffTarget(shared: Shared) {
  const user = await makeMember({ balance: 930 });
  const clickId = await startOffer(user, shared.offerId);
  const credited = await offerPostback({ click_id: clickId, event_id: 'install' });
  if (credited.status !== 200) throw new Error(`postback: ${credited.status} ${JSON.stringify(credited.body)}`);
  await giftcardBehaviour(user.email, { lose_answers: true });
  const redeemed = await redeemCall(user, { reward_id: shared.rewardId, value: 10, request_id: randomUUID() });
  if (redeemed.status !== 201) throw new Error(`redeem: ${redeemed.status} ${JSON.stringify(redeemed.body)}`);
  const payoutId = redeemed.body.data.payout.id as string;
  await markFailedAsBefore(payoutId);
  return { user, clickId, payoutId };
}

export interface Lane {
  name: string;
  member: TestUser;
  other: TestUser;
  /** The member staff act on. */
  target: TestUser;
  staff: TestUser;
  /** Watched members: the member, the other member, staff's target. */
  uids: readonly string[];
  ids: Record<Caller, Ids>;
}

export async function makeLane(name: string, shared: Shared): Promise<Lane> {
  const [member, other, target, staff, memberSweep, staffSweep] = await Promise.all([
    equippedMember(shared),
    equippedMember(shared),
    staffTarget(shared),
    createUser({ admin: true }),
    makeSweepstake(),
    makeSweepstake(),
  ]);
  const session = (uid: string) => `fuzz_${uid.slice(0, 20)}`;
  const own: Ids = {
    ...shared,
    uid: member.user.uid,
    email: member.user.email,
    clickId: member.clickId,
    subId: member.subId,
    notificationId: member.notificationId,
    sweepstakeId: memberSweep.id,
    sessionId: session(member.user.uid),
    payoutId: `fuzz-${shared.runId}`,
  };
  return {
    name,
    member: member.user,
    other: other.user,
    target: target.user,
    staff,
    uids: [member.user.uid, other.user.uid, target.user.uid],
    ids: {
      anonymous: own,
      member: own,
      other: {
        ...own,
        uid: other.user.uid,
        email: other.user.email,
        clickId: other.clickId,
        subId: other.subId,
        notificationId: other.notificationId,
        sessionId: session(other.user.uid),
      },
      staff: {
        ...own,
        uid: target.user.uid,
        email: target.user.email,
        clickId: target.clickId,
        sweepstakeId: staffSweep.id,
        sessionId: session(target.user.uid),
        payoutId: target.payoutId,
      },
    },
  };
}

/** The session a caller of the lane sends (none for anonymous; 'other' is the member naming the other's ids). */
export function sessionOf(lane: Lane, caller: Caller): string | undefined {
  const user = caller === 'staff' ? lane.staff : caller === 'anonymous' ? null : lane.member;
  return user ? `Bearer ${user.idToken}` : undefined;
}
