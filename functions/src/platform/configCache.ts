/**
 * Staff-tunable configuration under config/{name} (docs/data-model.md). A missing or damaged
 * document reads as the defaults in core, so the product works before anyone saves a config.
 */
import { Timestamp } from 'firebase-admin/firestore';
import {
  CONFIG_DOCS,
  DEFAULT_DAILY_BONUS_CONFIG,
  DEFAULT_DAILY_CHALLENGE_CONFIG,
  DEFAULT_SYSTEM_REWARDS_CONFIG,
  DEFAULT_OFFERS_CONFIG,
  DEFAULT_PAYOUTS_CONFIG,
  DEFAULT_WEB_SEARCH_CONFIG,
  DEFAULT_REFERRALS_CONFIG,
  DEFAULT_EMBEDDED_TOOLS_CONFIG,
  DEFAULT_EVENTS_CONFIG,
  DEFAULT_GEO_CONFIG,
  geoConfigBody,
  type GeoConfig,
  eventsConfigBody,
  type EventsConfig,
  embeddedToolsBody,
  type EmbeddedToolsConfig,
  referralsConfigBody,
  type ReferralsConfig,
  webSearchConfigBody,
  type WebSearchConfig,
  offersConfigBody,
  payoutsConfigBody,
  type OffersConfig,
  type PayoutsConfig,
  dailyBonusConfigBody,
  dailyChallengeConfigBody,
  systemRewardsConfigBody,
  type ConfigName,
  type DailyBonusConfig,
  type DailyChallengeConfig,
  type SystemRewardsConfig,
} from '@pilotmiles/core';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from './firebase';
import { auditInTransaction } from './audit';
import { COLLECTIONS } from './paths';

export interface Configs {
  dailyBonus: DailyBonusConfig;
  dailyChallenge: DailyChallengeConfig;
  systemRewards: SystemRewardsConfig;
  offers: OffersConfig;
  payouts: PayoutsConfig;
  webSearch: WebSearchConfig;
  referrals: ReferralsConfig;
  embeddedTools: EmbeddedToolsConfig;
  events: EventsConfig;
  geo: GeoConfig;
}

const SCHEMAS = {
  dailyBonus: dailyBonusConfigBody,
  dailyChallenge: dailyChallengeConfigBody,
  systemRewards: systemRewardsConfigBody,
  offers: offersConfigBody,
  payouts: payoutsConfigBody,
  webSearch: webSearchConfigBody,
  referrals: referralsConfigBody,
  embeddedTools: embeddedToolsBody,
  events: eventsConfigBody,
  geo: geoConfigBody,
} as const;

const DEFAULTS: Configs = {
  dailyBonus: DEFAULT_DAILY_BONUS_CONFIG,
  dailyChallenge: DEFAULT_DAILY_CHALLENGE_CONFIG,
  systemRewards: DEFAULT_SYSTEM_REWARDS_CONFIG,
  offers: DEFAULT_OFFERS_CONFIG,
  payouts: DEFAULT_PAYOUTS_CONFIG,
  webSearch: DEFAULT_WEB_SEARCH_CONFIG,
  referrals: DEFAULT_REFERRALS_CONFIG,
  embeddedTools: DEFAULT_EMBEDDED_TOOLS_CONFIG,
  events: DEFAULT_EVENTS_CONFIG,
  geo: DEFAULT_GEO_CONFIG,
};

export const configRef = (name: ConfigName) => db.collection(COLLECTIONS.config).doc(CONFIG_DOCS[name]);

/** A stored config, or the default when absent or no longer valid. */
export function fromSnapshot<N extends ConfigName>(name: N, snap: DocumentSnapshot): Configs[N] {
  if (!snap.exists) return DEFAULTS[name];
  const { updated_at: _u, updated_by: _b, ...value } = snap.data()!;
  const parsed = SCHEMAS[name].safeParse(value);
  return parsed.success ? (parsed.data as Configs[N]) : DEFAULTS[name];
}

/** How long an instance serves a config it read before reading it again. */
const CONFIG_TTL_MS = 30_000;

/** One entry per config name, so the cache cannot grow. */
const cached = new Map<ConfigName, { value: Configs[ConfigName]; expires: number }>();

/** For tests that write config documents directly. */
export const forgetConfigs = () => cached.clear();

/**
 * The named configs, read at most once per CONFIG_TTL_MS per instance (one round trip for all
 * that are due): a staff change reaches every instance within that time, and at once on the
 * instance that saved it.
 */
export async function getConfigs<N extends ConfigName>(...names: N[]): Promise<Pick<Configs, N>> {
  const now = Date.now();
  const due = names.filter((n) => (cached.get(n)?.expires ?? 0) <= now);
  if (due.length > 0) {
    const snaps = await db.getAll(...due.map(configRef));
    due.forEach((n, i) => cached.set(n, { value: fromSnapshot(n, snaps[i]!), expires: now + CONFIG_TTL_MS }));
  }
  return Object.fromEntries(names.map((n) => [n, cached.get(n)!.value])) as Pick<Configs, N>;
}

export async function getConfig<N extends ConfigName>(name: N): Promise<Configs[N]> {
  return (await getConfigs(name))[name];
}

/** Saves an already validated config and audits the change (before and after) in one transaction. */
export async function saveConfig<N extends ConfigName>(name: N, value: Configs[N], adminUid: string): Promise<Configs[N]> {
  const ref = configRef(name);
  await db.runTransaction(async (tx) => {
    const before = fromSnapshot(name, await tx.get(ref));
    tx.set(ref, { ...value, updated_at: Timestamp.now(), updated_by: adminUid });
    auditInTransaction(tx, { actor: adminUid, action: 'config.update', target: `config/${CONFIG_DOCS[name]}`, before, after: value });
  });
  cached.set(name, { value, expires: Date.now() + CONFIG_TTL_MS });
  return value;
}
