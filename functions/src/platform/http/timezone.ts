import type { RequestHandler } from 'express';
import { TIMEZONE_HEADER, isValidTimeZone, DEFAULT_TIMEZONE } from '@pilotmiles/core';

declare global {
  namespace Express {
    interface Request {
      /** The caller's IANA zone; an unknown zone becomes UTC (docs/member-day.md). */
      timezone: string;
      /** False when the header was absent: then the zone stored on the user applies. */
      timezoneSent: boolean;
    }
  }
}

export const timezone: RequestHandler = (req, _res, next) => {
  const raw = req.get(TIMEZONE_HEADER);
  req.timezoneSent = raw !== undefined && raw !== '';
  req.timezone = req.timezoneSent && isValidTimeZone(raw) ? raw! : DEFAULT_TIMEZONE;
  next();
};
