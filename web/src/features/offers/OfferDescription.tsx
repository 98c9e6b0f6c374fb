import { useMemo } from 'react';
import { Box, Divider, Typography, type SxProps, type Theme } from '@mui/material';
import { sanitizeDescription } from './description';

/**
 * 'About this offer' and the partner's description (sanitized HTML), on /offers/{id} and
 * /new/earn/offer/{id}; nothing when the offer has no description. Each design styles the heading.
 */
export function OfferDescription({ html, divider = false, headingSx }: { html: string; divider?: boolean; headingSx?: SxProps<Theme> }) {
  const description = useMemo(() => sanitizeDescription(html), [html]);
  if (!description) return null;
  return (
    <>
      {divider && <Divider sx={{ my: 2.5 }} />}
      <Typography variant="h6" component="h2" sx={headingSx}>
        About this offer
      </Typography>
      <Box
        data-testid="offer-description"
        sx={{ color: 'text.secondary', lineHeight: 1.7, overflowWrap: 'break-word', '& p': { my: 1 } }}
        dangerouslySetInnerHTML={{ __html: description }}
      />
    </>
  );
}
