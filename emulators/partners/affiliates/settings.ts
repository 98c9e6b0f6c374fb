/**
 * What the affiliate-network simulator shares with our API: where postbacks go, the secret token
 * our postback URLs carry, and the API credentials our API reads the networks with. The defaults
 * are the local values (functions/.env.demo-pilotmiles, functions/.secret.local); the
 * environment overrides each one.
 */
const env = (name: string, fallback: string) => process.env[name] || fallback;

/** Our API locally (the Functions emulator behind Hosting); AFFILIATES_API_BASE overrides it. */
export const apiBase = () => env('AFFILIATES_API_BASE', 'http://127.0.0.1:5000/api');

/**
 * The token in the postback URL we register with Rakuten Advertising and Impact (neither signs
 * its postbacks: the URL we configure is the only secret they repeat back).
 */
export const rakutenPostbackToken = () => env('RAKUTEN_POSTBACK_SECRET', 'local-rakuten-secret');
export const impactPostbackToken = () => env('IMPACT_POSTBACK_SECRET', 'local-impact-secret');

/** Impact's API access token: the Account SID (34 characters, "IR"...) and its Auth Token (HTTP Basic). */
export const impactAccountSid = () => env('IMPACT_ACCOUNT_SID', 'IRPilotMilesLocalSimulator00000001');
export const impactAuthToken = () => env('IMPACT_AUTH_TOKEN', 'local-impact-auth-token');

/** CJ: our publisher company id (CID, `forPublishers`) and personal access token (Bearer). */
export const cjPublisherId = () => env('CJ_PUBLISHER_ID', '7654321');
export const cjApiToken = () => env('CJ_API_TOKEN', 'local-cj-personal-access-token');
