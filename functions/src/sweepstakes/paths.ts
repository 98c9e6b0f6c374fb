/** Collections the sweepstakes domain alone owns (docs/sweepstakes.md "Data"). */
import { db } from '../platform/firebase';

const SWEEPSTAKES_COLLECTIONS = {
  /** sweepstakes/{id}: the sweepstake, its status and, once drawn, the draw. */
  sweepstakes: 'sweepstakes',
  /** sweepstakes/{id}/entries/{uid}: one member's entries; totals are aggregations over these. */
  entries: 'entries',
  /**
   * sweepstakes/{id}/private/seed: the draw's secret seed until it is revealed; private/draw,
   * private/notify, private/refunds: where each paged chain of work stands (chain.ts).
   */
  private: 'private',
  /** sweepstakes/{id}/drawList/{page}: the final entry list as hashed, one chunk per page of the draw. */
  drawList: 'drawList',
} as const;

export const sweepstakesCol = () => db.collection(SWEEPSTAKES_COLLECTIONS.sweepstakes);
export const sweepstakeRef = (id: string) => sweepstakesCol().doc(id);
export const entriesCol = (id: string) => sweepstakeRef(id).collection(SWEEPSTAKES_COLLECTIONS.entries);
export const entryRef = (id: string, uid: string) => entriesCol(id).doc(uid);
export const seedRef = (id: string) => sweepstakeRef(id).collection(SWEEPSTAKES_COLLECTIONS.private).doc('seed');
export const drawListCol = (id: string) => sweepstakeRef(id).collection(SWEEPSTAKES_COLLECTIONS.drawList);
/** Every member's entries across sweepstakes (a collection-group index on uid). */
export const allEntries = () => db.collectionGroup(SWEEPSTAKES_COLLECTIONS.entries);

export type ChainKind = 'draw' | 'notify' | 'refunds';
export const chainRef = (id: string, kind: ChainKind) => sweepstakeRef(id).collection(SWEEPSTAKES_COLLECTIONS.private).doc(kind);
