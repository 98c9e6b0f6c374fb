import { PopupLanding } from './PopupLanding';

export default function WindowSuccessPage() {
  return <PopupLanding status="success" />;
}
