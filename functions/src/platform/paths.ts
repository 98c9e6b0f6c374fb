/** Firestore locations, named once (the data model is documented in docs/data-model.md). */
import { db } from './firebase';

export const COLLECTIONS = {
  users: 'users',
  transactions: 'transactions',
  referralCodes: 'referralCodes',
  mail: 'mail',
  emailThrottle: 'emailThrottle',
  config: 'config',
  articles: 'articles',
  /** articlesMeta/catalog: {version, updated_at}, so instances notice an article change with one read. */
  articlesMeta: 'articlesMeta',
  /** users/{uid}/articleOpens/{slug}: the first open of the day, for the 20 s claim rule. */
  articleOpens: 'articleOpens',
  /** users/{uid}/notifications/{id}: in-app messages such as streak reminders. */
  notifications: 'notifications',
  /** events/{id}: analytics, written by POST /events only. */
  events: 'events',
  /** eventStats/{day}/{counters,sessions}/{id}: analytics figures kept at write time (events/stats.service.ts). */
  eventStats: 'eventStats',
  /** adminLogs/{id}: the audit trail of staff actions (platform/audit.ts). */
  adminLogs: 'adminLogs',
  /** offers/{offerId}: the catalogue synced from the network (never deleted, only made inactive). */
  offers: 'offers',
  /** offersMeta/catalog: {version, synced_at}, so instances notice a sync with one read. */
  offersMeta: 'offersMeta',
  /** offerClicks/{clickId}: a member's start of an offer with the rewards it promised them. */
  offerClicks: 'offerClicks',
  /** conversions/{network}:{clickId}:{eventId}: what the network reported, and what we paid. */
  conversions: 'conversions',
  /** postbacks/{id}: every partner callback as received (the secret redacted), for audit. */
  postbacks: 'postbacks',
  /** offerClaims/{uid}:{offerId}:{eventId}: missing-credit claims, one per member, offer and step. */
  offerClaims: 'offerClaims',
  /** brands/{brandId}: the Shop & Save catalogue (never deleted, only made inactive; docs/shopping.md). */
  brands: 'brands',
  /** brandsMeta/catalog: {version}, so instances notice a catalogue change with one read. */
  brandsMeta: 'brandsMeta',
  /** shopActivations/{subId}: a member's click to a store, with the brand's rate at that moment. */
  shopActivations: 'shopActivations',
  /** shopClaims/{uid}:{brandId}:{orderId}: missing-cashback claims. */
  shopClaims: 'shopClaims',
  /** cpBrands/{id}: the /cp/rewards partner portal's brands (server-only; docs/admin.md). */
  cpBrands: 'cpBrands',
  /** users/{uid}/activities/{id}: what the member did, for staff and privacy requests (platform/activities.ts). */
  activities: 'activities',
  /** brandOwners/{id}: {members}, kept by sign-up and staff's brand-owner changes (docs/admin.md). */
  brandOwners: 'brandOwners',
  /** users/{uid}/pushTokens/{deviceId}: {token, ...}, one FCM token per device (platform/push.ts). */
  pushTokens: 'pushTokens',
  /** pushOutbox/{key}: a push to one member, queued with the change it tells of, delivered once. */
  pushOutbox: 'pushOutbox',
  /** pushDeliveries/{id}: what the recording sender "sent" (emulator only; FCM has no emulator). */
  pushDeliveries: 'pushDeliveries',
  /** pushBroadcasts/{requestId}: staff's sends to everyone, a segment or one member. */
  pushBroadcasts: 'pushBroadcasts',
  /** jobCursors/{job}: {through, updated_at}, where a scheduled job's last run stopped (daily/streakReminders.job.ts). */
  jobCursors: 'jobCursors',
} as const;

export const usersCol = () => db.collection(COLLECTIONS.users);
export const userRef = (uid: string) => usersCol().doc(uid);
export const transactionsCol = (uid: string) => userRef(uid).collection(COLLECTIONS.transactions);
export const referralCodeRef = (code: string) => db.collection(COLLECTIONS.referralCodes).doc(code);
export const articlesCol = () => db.collection(COLLECTIONS.articles);
export const articleRef = (slug: string) => articlesCol().doc(slug);
export const articleOpenRef = (uid: string, slug: string) => userRef(uid).collection(COLLECTIONS.articleOpens).doc(slug);
export const notificationsCol = (uid: string) => userRef(uid).collection(COLLECTIONS.notifications);
export const pushTokensCol = (uid: string) => userRef(uid).collection(COLLECTIONS.pushTokens);
export const pushOutboxRef = (key: string) => db.collection(COLLECTIONS.pushOutbox).doc(key);
export const offersCol = () => db.collection(COLLECTIONS.offers);
export const offerRef = (id: string) => offersCol().doc(id);
export const offerClicksCol = () => db.collection(COLLECTIONS.offerClicks);
export const conversionsCol = () => db.collection(COLLECTIONS.conversions);
export const postbacksCol = () => db.collection(COLLECTIONS.postbacks);
export const offerClaimsCol = () => db.collection(COLLECTIONS.offerClaims);
export const brandsCol = () => db.collection(COLLECTIONS.brands);
export const brandRef = (id: string) => brandsCol().doc(id);
export const shopActivationsCol = () => db.collection(COLLECTIONS.shopActivations);
export const shopClaimsCol = () => db.collection(COLLECTIONS.shopClaims);
export const cpBrandsCol = () => db.collection(COLLECTIONS.cpBrands);
export const activitiesCol = (uid: string) => userRef(uid).collection(COLLECTIONS.activities);
export const brandOwnerRef = (id: string) => db.collection(COLLECTIONS.brandOwners).doc(id);
