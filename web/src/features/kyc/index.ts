/** What other features may use of KYC: the verification flow and its view (the /cp/rewards portal's kyc-2). */
export { useKycFlow, type KycFlowFrame } from './useKycFlow';
export { KycView } from './KycView';
