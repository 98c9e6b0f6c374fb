/**
 * What other features may use of auth (the /cp/rewards portal hosts the same flows in its frame).
 * Kept to what they need: everything exported here lands in the chunk of each route that imports it.
 */
export { AuthFrameProvider, DEFAULT_AUTH_FRAME, type AuthFrame } from './authFrame';
export { default as SignInPage } from './SignInPage';
export { default as SignUpPage } from './SignUpPage';
export { default as EmailVerificationPage } from './EmailVerificationPage';
export { SignUpResultScreen } from './SignUpResultScreen';
export type { SignUpResult } from './flows';
export { default as ResetPasswordPage } from './ResetPasswordPage';
