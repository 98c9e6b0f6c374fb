import { useSession } from '../../lib/session';
import { HomeView } from './HomeView';

export default function HomePage() {
  const { status } = useSession();
  return <HomeView signedIn={status === 'signedIn'} />;
}
