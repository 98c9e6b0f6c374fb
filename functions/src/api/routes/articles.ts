import { Router } from 'express';

// Placeholder wired by the lead; the feature's owner fills it in.
export const articlesRouter = Router();
