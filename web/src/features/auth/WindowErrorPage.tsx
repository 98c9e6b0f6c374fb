import { PopupLanding } from './PopupLanding';

export default function WindowErrorPage() {
  return <PopupLanding status="error" />;
}
