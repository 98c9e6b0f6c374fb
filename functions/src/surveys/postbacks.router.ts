import { Router } from 'express';
import { postbacksLimit } from '../platform/http/rateLimit';
import { postbackHandler, trustOf } from '../conversions';
import { cpxAdapter } from './cpx.adapter';
import { applySurveyReport } from './conversions.service';
import { SURVEYS_POSTBACK_IPS, SURVEYS_POSTBACK_SECRET } from './surveys.config';

/** GET /postbacks/cpx: the survey wall's server-to-server calls (no member session). */
export const surveyPostbacksRouter = Router();

surveyPostbacksRouter.get(
  `/${cpxAdapter.network}`,
  postbacksLimit,
  postbackHandler(
    cpxAdapter,
    // The addresses are required outside the emulator: the hash alone is not enough (docs/surveys.md "Trust").
    () => trustOf(SURVEYS_POSTBACK_SECRET.value(), SURVEYS_POSTBACK_IPS.value(), SURVEYS_POSTBACK_IPS.name),
    (report) => applySurveyReport(cpxAdapter.network, report),
  ),
);
