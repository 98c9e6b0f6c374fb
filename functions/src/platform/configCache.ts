/**
 * Staff-tunable configuration under config/{name} (docs/data-model.md). A missing or damaged
 * document reads as the defaults in core, so the product works before anyone saves a config.
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  CONFIG_DOCS,
  DEFAULT_DAILY_BONUS_CONFIG,
  DEFAULT_DAILY_CHALLENGE_CONFIG,
  DEFAULT_SYSTEM_REWARDS_CONFIG,
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
import { COLLECTIONS } from './paths';

export interface Configs {
  dailyBonus: DailyBonusConfig;
  dailyChallenge: DailyChallengeConfig;
  systemRewards: SystemRewardsConfig;
}

const SCHEMAS = {
  dailyBonus: dailyBonusConfigBody,
  dailyChallenge: dailyChallengeConfigBody,
  systemRewards: systemRewardsConfigBody,
} as const;

const DEFAULTS: Configs = {
  dailyBonus: DEFAULT_DAILY_BONUS_CONFIG,
  dailyChallenge: DEFAULT_DAILY_CHALLENGE_CONFIG,
  systemRewards: DEFAULT_SYSTEM_REWARDS_CONFIG,
};

export const configRef = (name: ConfigName) => db.collection(COLLECTIONS.config).doc(CONFIG_DOCS[name]);

/** A stored config, or the default when absent or no longer valid. */
function fromSnapshot<N extends ConfigName>(name: N, snap: DocumentSnapshot): Configs[N] {
  if (!snap.exists) return DEFAULTS[name];
  const { updated_at: _u, updated_by: _b, ...value } = snap.data()!;
  const parsed = SCHEMAS[name].safeParse(value);
  return parsed.success ? (parsed.data as Configs[N]) : DEFAULTS[name];
}

/** Reads the named configs in one round trip. */
export async function getConfigs<N extends ConfigName>(...names: N[]): Promise<Pick<Configs, N>> {
  const snaps = await db.getAll(...names.map(configRef));
  return Object.fromEntries(names.map((n, i) => [n, fromSnapshot(n, snaps[i]!)])) as Pick<Configs, N>;
}

export async function getConfig<N extends ConfigName>(name: N): Promise<Configs[N]> {
  return (await getConfigs(name))[name];
}

/** Reads a config inside a transaction (so a claim and a config change cannot interleave). */
export async function getConfigInTransaction<N extends ConfigName>(tx: Transaction, name: N): Promise<Configs[N]> {
  return fromSnapshot(name, await tx.get(configRef(name)));
}

/** Saves an already validated config, recording who changed it. */
export async function saveConfig<N extends ConfigName>(name: N, value: Configs[N], adminUid: string): Promise<Configs[N]> {
  await configRef(name).set({ ...value, updated_at: Timestamp.now(), updated_by: adminUid });
  return value;
}
