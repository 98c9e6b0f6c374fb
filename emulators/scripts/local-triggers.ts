/**
 * The Firestore triggers the local stack cannot fire: a standalone Firestore emulator (these
 * machines' Java 17) sends no events to the Functions emulator, so this process does their work
 * instead. Started by stack.mjs with the functions emulator, stopped with the stack.
 *
 * pushOnQueued (functions/src/push/pushOnQueued.job.ts): each pushOutbox document created since
 * this process started (a minute's grace for ones queued while it was starting) and not yet
 * claimed is delivered as the trigger delivers it, claimed once, so a test or a staff send delivering the same
 * key first makes this a no-op.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { db, deliverQueuedPush } from '../../functions/src/forScripts';

const GRACE_MS = 60_000;
const since = Timestamp.fromMillis(Date.now() - GRACE_MS);
const log = (msg: string) => console.log(`[local-triggers] ${new Date().toISOString()} ${msg}`);

const unsubscribe = db
  .collection('pushOutbox')
  .where('created_at', '>=', since)
  .onSnapshot(
    (snap) => {
      for (const change of snap.docChanges()) {
        if (change.type !== 'added' || change.doc.get('claimed_at')) continue;
        const key = change.doc.id;
        deliverQueuedPush(key)
          .then((result) => result && log(`push ${key}: ${JSON.stringify(result)}`))
          .catch((err: unknown) => log(`push ${key} failed: ${String(err)}`));
      }
    },
    (err) => {
      log(`pushOutbox listener stopped: ${String(err)}`);
      process.exit(1);
    },
  );
log('listening to pushOutbox');

// Exit with the stack: on its signal, or when the launcher that started us (LAUNCHER_PID) is gone.
const launcher = Number(process.env.LAUNCHER_PID ?? process.ppid);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const stop = () => {
  unsubscribe();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
setInterval(() => {
  if (!alive(launcher)) stop();
}, 2000).unref();
