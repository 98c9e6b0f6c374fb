/**
 * The number of members linked to each partner brand, kept by the writes that link or unlink them
 * (sign-up, staff's brand-owner change), so GET /admin/brand-owners reads a few small documents per
 * brand instead of every member (docs/admin.md).
 *
 * A brand's count is spread over brandOwners/{id}/memberShards/{0..SHARDS-1} `{brand, members}`: each
 * link adds to a random one, so a portal's sign-ups (each a transaction that writes its shard) do
 * not queue on one document. The count is the sum of the shards, plus `members` of
 * brandOwners/{id} itself where counts were kept there before.
 */
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { BrandOwner } from '@pilotmiles/core';
import { db } from './firebase';
import { COLLECTIONS, brandOwnerRef } from './paths';

/**
 * Shards per brand: a document takes about one write a second, so 10 carry 10 sign-ups a second of
 * one brand without contention (docs/operations.md "Hot spots").
 */
export const BRAND_OWNER_SHARDS = 10;
const SHARDS = 'memberShards';

/**
 * The document id for a member's brand_owner, or null when it names none. Sign-up stores free text
 * (the sign-up payload's additionalData.brand_owner): values Firestore cannot use as an id are not
 * counted.
 */
function brandOwnerKey(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 128) return null;
  if (value.includes('/') || value === '.' || value === '..' || /^__.*__$/.test(value)) return null;
  return value;
}

/** Adds `delta` to a brand owner's member count inside a transaction (a blind write to a random shard: no read). */
export function countBrandOwner(tx: Transaction, value: unknown, delta: number): void {
  const key = brandOwnerKey(value);
  if (!key || delta === 0) return;
  const shard = brandOwnerRef(key).collection(SHARDS).doc(String(Math.floor(Math.random() * BRAND_OWNER_SHARDS)));
  tx.set(shard, { brand: key, members: FieldValue.increment(delta), updated_at: Timestamp.now() }, { merge: true });
}

/** The brand owners with members, most members first, at most `max` (one read per shard written). */
export async function brandOwnerCounts(max: number): Promise<BrandOwner[]> {
  const [before, shards] = await Promise.all([
    db.collection(COLLECTIONS.brandOwners).limit(max).get(),
    db.collectionGroup(SHARDS).limit(max * BRAND_OWNER_SHARDS).get(),
  ]);
  const members = new Map<string, number>();
  const add = (id: string, n: unknown) => members.set(id, (members.get(id) ?? 0) + (typeof n === 'number' ? n : 0));
  for (const doc of before.docs) add(doc.id, doc.get('members'));
  for (const doc of shards.docs) add(doc.ref.parent.parent!.id, doc.get('members'));
  return [...members]
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, max)
    .map(([id, n]) => ({ id, members: n }));
}
