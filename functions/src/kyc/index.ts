/** KYC: identity verification at the provider, the member's status, and the provider's signed webhook. */
export { memberKycRouter } from './kyc.router';
export { webhooksRouter } from './webhooks.router';
export { KYC_API_KEY, KYC_WEBHOOK_SECRET } from './kyc.config';
