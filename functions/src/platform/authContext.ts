/** Who is calling, as the auth middleware established it; services take it as a plain value. */
export interface AuthContext {
  uid: string;
  email: string | null;
  /** Read from the Auth record on every call, so a fresh verification counts at once. */
  emailVerified: boolean;
  /** The custom claim is the source of truth for admins (read fresh, not from the token). */
  admin: boolean;
  displayName: string | null;
  photoURL: string | null;
  signInProvider: string | null;
}
