/**
 * A catalogue served from each instance's memory (0 Firestore reads per warm request): loaded
 * once, then every `ttlMs` one small meta document is checked in the background and the catalogue
 * is reloaded only when its version changed (stale-while-revalidate). Anything that writes the
 * catalogue's collection bumps that version in the same batch. Used by offers and brands.
 */
import { logger } from 'firebase-functions';
import type { DocumentReference } from 'firebase-admin/firestore';

export interface VersionedCatalog<T> {
  /** The catalogue for a request: the first caller waits for the load, later ones get memory at once. */
  get(): Promise<T>;
  /**
   * The catalogue checked against its version unless that was done within `maxAgeMs`: for a
   * request with reason to think this copy is behind (a page past its end).
   */
  fresh(maxAgeMs: number): Promise<T>;
  /** After a write in this instance: waits for a check already running (it may predate the write), then reloads. */
  reload(): Promise<void>;
  /** Drops this instance's copy (tests that change the collection behind its back). */
  forget(): void;
  /** Documents read so far, for tests and benches that prove the warm path reads none. */
  reads(): number;
}

export function versionedCatalog<T>(options: {
  name: string;
  meta: () => DocumentReference;
  ttlMs: number;
  /** Reads the collection and builds the catalogue; returns it with the number of documents read. */
  load: () => Promise<{ value: T; reads: number }>;
}): VersionedCatalog<T> {
  let current: { value: T; version: number } | null = null;
  let checkedAt = 0;
  let inFlight: Promise<T> | null = null;
  let reads = 0;

  /**
   * Version first: a write that lands in between leaves a newer version behind, so the next check
   * reloads again rather than keeping old documents under a new version.
   */
  async function load(): Promise<T> {
    const meta = await options.meta().get();
    reads++;
    const version = (meta.get('version') as number | undefined) ?? 0;
    checkedAt = Date.now();
    if (current && current.version === version) return current.value;
    const loaded = await options.load();
    reads += Math.max(1, loaded.reads);
    current = { value: loaded.value, version };
    return loaded.value;
  }

  /** One load at a time: concurrent callers share it. */
  function refresh(): Promise<T> {
    inFlight ??= load().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return {
    async get() {
      if (!current) return refresh();
      if (Date.now() - checkedAt >= options.ttlMs)
        refresh().catch((err) => logger.error(`${options.name}: catalogue refresh failed`, err));
      return current.value;
    },
    async fresh(maxAgeMs) {
      if (current && Date.now() - checkedAt < maxAgeMs) return current.value;
      return refresh();
    },
    async reload() {
      await inFlight?.catch(() => undefined);
      if (current) await refresh();
    },
    forget() {
      current = null;
      checkedAt = 0;
    },
    reads: () => reads,
  };
}
