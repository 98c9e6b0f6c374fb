import { useEffect, useRef, useState } from 'react';
import { Button } from '@mui/material';
import { AppLink } from '../../components/AppLink';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { AuthHeading, HeadingIcon } from '../../components/layout/AuthHeading';

/** How long the popup shows its message before closing itself. */
const CLOSE_AFTER_MS = 1500;

export type PopupStatus = 'success' | 'error';

/** The message a popup flow sends to the window that opened it. */
export interface PopupMessage {
  source: 'pilotmiles';
  status: PopupStatus;
}

/**
 * Landing page for flows opened in a popup (/auth/window-success, /auth/window-error): tells the
 * opener how it went, then closes. Opened directly (no opener), it explains and links on.
 */
export function PopupLanding({ status }: { status: PopupStatus }) {
  const [opener] = useState(() => (window.opener && !window.opener.closed ? (window.opener as Window) : null));

  const posted = useRef(false); // one message even when effects run twice (StrictMode)

  useEffect(() => {
    if (!opener) return;
    if (!posted.current) {
      const message: PopupMessage = { source: 'pilotmiles', status };
      opener.postMessage(message, window.location.origin);
      posted.current = true;
    }
    const timer = setTimeout(() => window.close(), CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [opener, status]);

  const success = status === 'success';
  const heading = {
    icon: <HeadingIcon icon={success ? CheckCircleOutlineIcon : ErrorOutlineIcon} tone={success ? 'success' : 'warning'} />,
    title: success ? 'All done!' : 'That did not work',
  };
  if (opener) return <AuthHeading {...heading} subtitle="This window will close by itself." />;
  return (
    <>
      <AuthHeading
        {...heading}
        subtitle={
          success
            ? 'You can close this window or carry on to your dashboard.'
            : 'Something went wrong on the way back. Please sign in and try again.'
        }
      />
      <Button
        component={AppLink}
        to={success ? '/dashboard' : '/auth/signin'}
        variant="contained"
        color={success ? 'secondary' : 'primary'}
        size="large"
        fullWidth
      >
        {success ? 'Go to my dashboard' : 'Back to sign in'}
      </Button>
    </>
  );
}
