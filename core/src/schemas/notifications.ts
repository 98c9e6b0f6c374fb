import { z } from 'zod';
import { documentId } from './common';

/** Newest notifications GET /users/notifications returns. */
export const NOTIFICATIONS_LIST_LIMIT = 20;

/** POST /users/notifications/{id}/read. */
export const notificationParams = z.object({ id: documentId(200) }).strict();
