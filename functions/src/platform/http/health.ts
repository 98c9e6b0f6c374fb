/**
 * GET /api/health: the function answers and reaches Firestore (one read of a document that may not
 * exist, bounded by a timeout); 503 when Firestore does not answer. What an uptime check polls
 * (docs/operations.md).
 */
import { Router } from 'express';
import { logger } from 'firebase-functions';
import { ERROR_CODES } from '@pilotmiles/core';
import { db } from '../firebase';

const FIRESTORE_TIMEOUT_MS = 3_000;

export const healthRouter = Router();

healthRouter.get('/', async (_req, res) => {
  const started = Date.now();
  try {
    await Promise.race([
      db.doc('config/health').get(),
      new Promise((_, reject) =>
        setTimeout(() => reject(new Error(`no answer in ${FIRESTORE_TIMEOUT_MS} ms`)), FIRESTORE_TIMEOUT_MS),
      ),
    ]);
    res.json({ data: { ok: true, firestore_ms: Date.now() - started } });
  } catch (err) {
    logger.error('health: Firestore unreachable', { error: (err as Error).message });
    res.status(503).json({ message: 'Firestore unreachable', code: ERROR_CODES.unavailable });
  }
});
