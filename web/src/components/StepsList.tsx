/** Numbered steps, as the "How it works?" dialogs show them. */
import { Box, Stack, Typography } from '@mui/material';
import { brand } from '../theme/tokens';

export function StepsList({ steps }: { steps: readonly string[] }) {
  return (
    <Stack component="ol" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {steps.map((step, i) => (
        <Stack component="li" key={step} direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Box
            aria-hidden
            sx={{
              flexShrink: 0,
              width: 28,
              height: 28,
              borderRadius: '50%',
              bgcolor: brand.green,
              color: '#fff',
              fontWeight: 700,
              display: 'grid',
              placeItems: 'center',
              fontSize: 14,
            }}
          >
            {i + 1}
          </Box>
          <Typography sx={{ pt: 0.25 }}>{step}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
