/** Who is calling, as the auth middleware established it; services take it as a plain value. */
export interface AuthContext {
  uid: string;
  email: string | null;
  /** From the Auth record (not the token), so a fresh verification counts at once. */
  emailVerified: boolean;
  /** The custom claim on the Auth record is the source of truth for admins. */
  admin: boolean;
  displayName: string | null;
  photoURL: string | null;
  signInProvider: string | null;
  /** The token's auth_time (s): revocation compares it with the record's tokensValidAfterTime. */
  authTime: number;
  /** True when the Auth record was read for this request, false when it came from the short cache. */
  fresh: boolean;
}
