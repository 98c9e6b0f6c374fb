/** A user-layout page's header banner: title, description, optional search and 'How it works?'. */
import { useState } from 'react';
import { Box, Container, Link, Typography } from '@mui/material';
import HelpOutlinedIcon from '@mui/icons-material/HelpOutlineRounded';
import { brand } from '../../../../theme/tokens';
import { deferred } from '../../../../components/deferred';
import { SearchField } from '../../../../components/SearchField';
import type { Banner } from './banners';

/** Loaded when first opened. */
export const HowItWorksDialog = deferred(() => import('./HowItWorksDialog').then((m) => m.HowItWorksDialog));

export interface PageBannerViewProps {
  banner: Banner;
  /** The text the search box starts with (the ?q= being shown). */
  initialQuery?: string;
  onSearch?: (text: string) => void;
}

export function PageBannerView({ banner, initialQuery = '', onSearch }: PageBannerViewProps) {
  const [text, setText] = useState(initialQuery);
  const [howOpen, setHowOpen] = useState(false);
  const [howOpened, setHowOpened] = useState(false);

  return (
    <Box
      component="header"
      sx={{
        color: '#fff',
        background: `radial-gradient(circle at 85% 0%, rgba(34,197,94,.22), transparent 45%), linear-gradient(135deg, ${brand.navy} 0%, ${brand.navyLight} 100%)`,
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 3.5, md: 5 } }}>
        {/* Two lines at most (a long greeting on a phone): the rest is cut, whole in the tooltip. */}
        <Typography
          variant="h4"
          component="h1"
          title={banner.title}
          sx={{
            fontWeight: 800,
            fontSize: { xs: 26, md: 34 },
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {banner.title}
        </Typography>
        <Typography sx={{ mt: 1, maxWidth: 640, opacity: 0.85 }}>{banner.description}</Typography>

        {banner.search && (
          <Box
            component="form"
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              onSearch?.(text);
            }}
            sx={{ mt: 2.5, maxWidth: 520 }}
          >
            <SearchField
              label={banner.search.placeholder}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={banner.search.placeholder}
              sx={{ bgcolor: '#fff' }}
            />
          </Box>
        )}

        {banner.howItWorks && (
          <>
            <Link
              component="button"
              type="button"
              onPointerEnter={() => void HowItWorksDialog.preload()}
              onFocus={() => void HowItWorksDialog.preload()}
              onClick={() => {
                setHowOpen(true);
                setHowOpened(true);
              }}
              sx={{ mt: 2, color: '#fff', fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
              underline="always"
            >
              <HelpOutlinedIcon fontSize="small" />
              How it works?
            </Link>
            {howOpened && (
              <HowItWorksDialog open={howOpen} onClose={() => setHowOpen(false)} title={banner.title} steps={banner.howItWorks} />
            )}
          </>
        )}
      </Container>
    </Box>
  );
}
