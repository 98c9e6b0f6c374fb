/** KYC: identity verification at Veriff, the member's status, and Veriff's signed decision webhook. */
export { memberKycRouter } from './kyc.router';
export { webhooksRouter } from './webhooks.router';
export { KYC_API_KEY, KYC_WEBHOOK_SECRET } from './kyc.config';
