import { Box, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import type { ChecklistItem } from './passwordChecklist';
import { visuallyHiddenSx } from '../../components/visuallyHiddenSx';

/** The password requirements, each ticked off as it is met. */
export function PasswordChecklist({ items, id }: { items: ChecklistItem[]; id?: string }) {
  if (items.length === 0) return null;
  return (
    <Stack
      component="ul"
      id={id}
      aria-label="Password requirements"
      spacing={0.5}
      sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}
    >
      {items.map((item) => (
        <Box
          component="li"
          key={item.label}
          data-met={item.met}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: item.met ? 'success.main' : 'text.secondary' }}
        >
          {item.met ? (
            <CheckCircleIcon sx={{ fontSize: 18 }} aria-hidden />
          ) : (
            <RadioButtonUncheckedIcon sx={{ fontSize: 18 }} aria-hidden />
          )}
          <Typography variant="body2" component="span">
            {item.label}
            <Box component="span" sx={visuallyHiddenSx}>
              {item.met ? ' (met)' : ' (not met yet)'}
            </Box>
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

