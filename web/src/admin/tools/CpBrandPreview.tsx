/** A mini /cp/rewards portal card in the brand's colours, redrawn as staff type. */
import { Box, Stack, Typography } from '@mui/material';
import type { CpBrandValues } from './cpBrandForm';
import { listOf } from '../shared/listOf';

const HEX = /^#[0-9a-fA-F]{6}$/;
const colour = (value: string | undefined, fallback: string) => (value && HEX.test(value) ? value : fallback);
/** A logo the preview may load: a site image or an https address (what the schema allows). */
const safeLogo = (url: string | undefined) => (url && (/^\/images\//.test(url) || /^https:\/\//.test(url)) ? url : null);

export function CpBrandPreview({ values }: { values: Partial<CpBrandValues> }) {
  const c = values.colors ?? { primary: '', secondary: '', background: '', text: '' };
  const primary = colour(c.primary, '#1565c0');
  const secondary = colour(c.secondary, '#ff8f00');
  const background = colour(c.background, '#ffffff');
  const text = colour(c.text, '#1a1a1a');
  const max = Number(values.max_offers);
  const tiles = Math.max(1, Math.min(Number.isFinite(max) && max > 0 ? max : 6, 6));
  const tags = listOf(values.tags);
  const logo = safeLogo(values.logo_url);
  return (
    <Box
      role="region"
      aria-label="Portal preview"
      data-testid="cp-preview"
      sx={{ bgcolor: background, color: text, borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}
    >
      <Box sx={{ bgcolor: primary, px: 2, py: 1.5, display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {logo && <Box component="img" src={logo} alt={`${values.name ?? ''} logo`} sx={{ height: 32, maxWidth: 140, bgcolor: '#fff', borderRadius: 1, p: 0.5 }} />}
        <Typography sx={{ color: '#fff', fontWeight: 700 }} noWrap>
          {values.name || 'Brand name'}
        </Typography>
      </Box>
      <Stack spacing={1} sx={{ p: 2 }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 800, color: text, lineHeight: 1.2 }}>
          {values.headline || 'Headline'}
        </Typography>
        {values.subheadline && (
          <Typography variant="body2" sx={{ color: text, opacity: 0.8 }}>
            {values.subheadline}
          </Typography>
        )}
        {tags.length > 0 && (
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
            {tags.map((t) => (
              <Box key={t} component="span" sx={{ bgcolor: secondary, color: '#000', px: 1, borderRadius: 8, fontSize: 12 }}>
                {t}
              </Box>
            ))}
          </Stack>
        )}
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, pt: 1 }} role="group" aria-label="Offer tiles">
          {Array.from({ length: tiles }, (_, i) => (
            <Box key={i} data-testid="cp-tile" sx={{ border: 1, borderColor: primary, borderRadius: 1, p: 1, minHeight: 56 }}>
              <Box sx={{ height: 8, width: '70%', bgcolor: text, opacity: 0.2, borderRadius: 1, mb: 0.75 }} />
              <Box component="span" sx={{ bgcolor: secondary, color: '#000', fontSize: 11, px: 0.75, borderRadius: 1 }}>
                +PM
              </Box>
            </Box>
          ))}
        </Box>
        <Box component="span" sx={{ alignSelf: 'flex-start', bgcolor: primary, color: '#fff', px: 2, py: 0.75, borderRadius: 1, fontWeight: 700, fontSize: 14 }}>
          See all offers
        </Box>
      </Stack>
    </Box>
  );
}
