/**
 * Reports Firebase Auth's user (reactfire's useUser) to the session. Lazily loaded by
 * SessionProvider once Auth is asked for, so reactfire and the Auth SDK stay out of a visitor's
 * first load.
 */
import { useEffect } from 'react';
import { AuthProvider, FirebaseAppProvider, useUser } from 'reactfire';
import type { User as AuthUser } from 'firebase/auth';
import { auth, firebaseApp } from './firebase';

export default function AuthWatcher({ onChange }: { onChange: (user: AuthUser | null) => void }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <Report onChange={onChange} />
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

function Report({ onChange }: { onChange: (user: AuthUser | null) => void }) {
  const { status, data } = useUser();
  useEffect(() => {
    // An Auth failure leaves nobody signed in, as before.
    if (status !== 'loading') onChange(status === 'success' ? (data ?? null) : null);
  }, [status, data, onChange]);
  return null;
}
