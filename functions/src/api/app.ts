import express from 'express';
import { errorHandler, notFoundHandler } from './errors';
import { timezone } from './middleware/timezone';
import { adminRouter } from './routes/admin';
import { articlesRouter } from './routes/articles';
import { eventsRouter } from './routes/events';
import { usersRouter } from './routes/users';

/** Small bodies only: nothing the API accepts comes near this. */
const BODY_LIMIT = '32kb';

export function createApp() {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);

  const api = express.Router();
  api.use(express.json({ limit: BODY_LIMIT }));
  api.use(timezone);
  api.get('/health', (_req, res) => {
    res.json({ data: { ok: true } });
  });
  api.use('/users', usersRouter);
  api.use('/admin', adminRouter);
  api.use('/events', eventsRouter);
  api.use('/articles', articlesRouter);
  api.use(notFoundHandler);

  // Hosting's rewrite keeps the /api prefix; a direct call to the function has none.
  app.use('/api', api);
  app.use(api);
  app.use(errorHandler);
  return app;
}
