import { LinearProgress } from '@mui/material';
import { useNavigation } from 'react-router-dom';

/** A thin bar at the top while a lazy route module loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <LinearProgress
      color="secondary"
      aria-label="Loading page"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000, height: 3 }}
    />
  );
}
