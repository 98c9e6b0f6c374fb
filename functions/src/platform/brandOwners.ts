/**
 * brandOwners/{id}: {members}, the number of members linked to each partner brand, kept by the
 * writes that link or unlink them (sign-up, staff's brand-owner change), so GET
 * /admin/brand-owners reads a handful of small documents instead of every member (docs/admin.md).
 */
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { brandOwnerRef } from './paths';

/**
 * The document id for a member's brand_owner, or null when it names none. Sign-up stores free text
 * (the sign-up payload's additionalData.brand_owner): values Firestore cannot use as an id are not
 * counted.
 */
export function brandOwnerKey(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 128) return null;
  if (value.includes('/') || value === '.' || value === '..' || /^__.*__$/.test(value)) return null;
  return value;
}

/** Adds `delta` to a brand owner's member count inside a transaction (a blind write: no read). */
export function countBrandOwner(tx: Transaction, value: unknown, delta: number): void {
  const key = brandOwnerKey(value);
  if (!key || delta === 0) return;
  tx.set(brandOwnerRef(key), { members: FieldValue.increment(delta), updated_at: Timestamp.now() }, { merge: true });
}
