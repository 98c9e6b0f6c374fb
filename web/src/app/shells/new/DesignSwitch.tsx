/**
 * The way back from the /new design to the classic one; the choice is remembered (lib/design).
 * The account menu's item is NewAccountMenu's (loaded with the menu, not with the page).
 */
import { Link } from '@mui/material';
import { AppLink } from '../../../components/AppLink';
import { DESIGN_HOME, chooseDesign } from '../../../lib/design';

export const BACK_TO_CLASSIC = 'Back to the classic design';

/** For visitors the classic design starts at home; for members at their dashboard. */
export function BackToClassicLink({ signedIn }: { signedIn: boolean }) {
  return (
    <Link
      component={AppLink}
      to={signedIn ? DESIGN_HOME.classic : '/'}
      onClick={() => chooseDesign('classic')}
      sx={{ fontWeight: 600 }}
    >
      {BACK_TO_CLASSIC}
    </Link>
  );
}
