import { Router } from 'express';
import { webhooksLimit } from '../platform/http/rateLimit';
import { handleKycWebhook } from './kyc.service';

/** /webhooks: partners calling us server to server, authenticated by their signatures, not sessions. */
export const webhooksRouter = Router();

webhooksRouter.post('/kyc', webhooksLimit, async (req, res) => {
  // Veriff signs the bytes sent (X-HMAC-SIGNATURE), so the raw body is checked, never a re-serialised one.
  const raw = req.rawBody ?? Buffer.alloc(0);
  const answer = await handleKycWebhook(raw, req.get('x-hmac-signature'), req.ip ?? null);
  res.status(answer.status).json(answer.body);
});
