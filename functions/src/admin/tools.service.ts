/**
 * The admin area's embedded tools (config/embeddedTools, through configCache) and the /cp/rewards
 * portal's brands (cpBrands/{id}, server-only). Every save is audited in its own transaction.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { defaultCpBrand, type CpBrand, type CpBrandBody, type CpBrandResponse, type CpBrandSummary } from '@pilotmiles/core';
import { db } from '../platform/firebase';
import { auditInTransaction } from '../platform/audit';
import { cpBrandsCol } from '../platform/paths';
import { isoTime } from '../platform/isoTime';

/** Most brands the editor's picker lists (a handful exist; the cap keeps the read bounded). */
const BRANDS_LIST_MAX = 200;

function brandOf(id: string, data: FirebaseFirestore.DocumentData): CpBrand {
  const { updated_by: _b, ...rest } = data;
  return { ...defaultCpBrand(id), ...(rest as Partial<CpBrand>), id, updated_at: isoTime(data.updated_at) };
}

/** The stored brand, or the defaults for an id nobody has saved yet (`exists: false`). */
export async function getCpBrand(id: string): Promise<CpBrandResponse> {
  const snap = await cpBrandsCol().doc(id).get();
  return snap.exists ? { brand: brandOf(id, snap.data()!), exists: true } : { brand: defaultCpBrand(id), exists: false };
}

export async function listCpBrands(): Promise<CpBrandSummary[]> {
  const snaps = await cpBrandsCol().orderBy('name').limit(BRANDS_LIST_MAX).get();
  return snaps.docs.map((d) => ({ id: d.id, name: String(d.get('name') ?? d.id), updated_at: isoTime(d.get('updated_at')) }));
}

/** Creates or replaces a brand, auditing before (null for a new one) and after in the same transaction. */
export async function saveCpBrand(id: string, body: CpBrandBody, adminUid: string): Promise<CpBrand> {
  const ref = cpBrandsCol().doc(id);
  const now = Timestamp.now();
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const before = snap.exists ? brandOf(id, snap.data()!) : null;
    tx.set(ref, { ...body, updated_at: now, updated_by: adminUid });
    auditInTransaction(tx, { actor: adminUid, action: 'cpBrand.update', target: `cpBrands/${id}`, before, after: body });
  });
  return { ...body, id, updated_at: isoTime(now) };
}
