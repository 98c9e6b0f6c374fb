/** Figures for the admin index, computed with aggregation queries (no hot counter documents). */
import { AggregateField, Timestamp } from 'firebase-admin/firestore';
import type { AdminDashboard } from '@pilotmiles/core';
import { isoTime } from '../platform/isoTime';
import { usersCol } from '../platform/paths';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function adminDashboard(now = new Date()): Promise<AdminDashboard> {
  const users = usersCol();
  const weekAgo = Timestamp.fromMillis(now.getTime() - 7 * DAY_MS);
  const [totals, verified, fresh, admins, recent] = await Promise.all([
    users
      .aggregate({
        count: AggregateField.count(),
        outstanding: AggregateField.sum('total_coins'),
        lifetime: AggregateField.sum('lifetime_earned'),
      })
      .get(),
    users.where('email_verified', '==', true).count().get(),
    users.where('created_at', '>=', weekAgo).count().get(),
    users.where('role', '==', 'admin').count().get(),
    users.orderBy('created_at', 'desc').limit(5).get(),
  ]);
  const t = totals.data();
  return {
    users_total: t.count,
    users_verified: verified.data().count,
    users_new_7d: fresh.data().count,
    admins: admins.data().count,
    pm_outstanding: t.outstanding ?? 0,
    pm_lifetime_earned: t.lifetime ?? 0,
    recent_users: recent.docs.map((d) => ({
      uid: d.id,
      email: d.get('email') ?? '',
      display_name: d.get('display_name') ?? '',
      created_at: isoTime(d.get('created_at')) ?? '',
      total_coins: d.get('total_coins') ?? 0,
    })),
  };
}
