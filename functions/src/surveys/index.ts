/** Surveys: the survey wall in our frame, its signed postbacks and the member's survey activity (docs/surveys.md). */
export { surveysRouter } from './surveys.router';
export { surveyPostbacksRouter } from './postbacks.router';
export { SURVEYS_POSTBACK_SECRET } from './surveys.config';
