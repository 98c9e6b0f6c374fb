import { useSession } from '../../app/session';
import { HomeView } from './HomeView';

export default function HomePage() {
  const { status } = useSession();
  return <HomeView signedIn={status === 'signedIn'} />;
}
