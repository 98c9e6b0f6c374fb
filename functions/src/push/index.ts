/** Push notifications (issue 13): the member's device tokens, and delivery of queued pushes. */
export { pushTokenRouter } from './pushTokens.router';
export { deliverPush } from '../platform/push';
