/** /admin/settings: platform settings, where PilotMiles is available and analytics retention. */
import { Box, Stack, Typography } from '@mui/material';
import { useConfig } from '../shared/useConfig';
import { GeoForm } from './GeoForm';
import { RetentionForm } from './RetentionForm';
import { eventsForm, geoForm } from './settingsForms';

export default function SettingsPage() {
  const geo = useConfig(geoForm);
  const events = useConfig(eventsForm);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1040 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          Platform settings
        </Typography>
        <Typography color="text.secondary">Each section saves on its own.</Typography>
      </Box>
      <GeoForm {...geo} />
      <RetentionForm {...events} />
    </Stack>
  );
}
