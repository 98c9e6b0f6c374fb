/** Push notifications (docs/api.md "Push tokens"): the member's device tokens, and delivery of queued pushes. */
export { pushTokenRouter } from './pushTokens.router';
export { deliverPush } from '../platform/push';
