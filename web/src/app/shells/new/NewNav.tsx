/**
 * The /new design's section navigation: a fixed bottom navigation on phones, a rail on the left
 * on desktop. The same four sections (newNav.ts); the current one highlighted.
 */
import type { ComponentType } from 'react';
import { BottomNavigation, BottomNavigationAction, Box, ButtonBase, Paper } from '@mui/material';
import BoltIcon from '@mui/icons-material/Bolt';
import BoltOutlinedIcon from '@mui/icons-material/BoltOutlined';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EmojiEventsOutlinedIcon from '@mui/icons-material/EmojiEventsOutlined';
import RedeemIcon from '@mui/icons-material/Redeem';
import RedeemOutlinedIcon from '@mui/icons-material/RedeemOutlined';
import PersonIcon from '@mui/icons-material/Person';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { AppLink } from '../../../components/AppLink';
import { NEW_HAIRLINE } from './newTheme';
import { NEW_NAV, type NewSection } from './newNav';

/** The bottom navigation's height (without the phone's safe area): the content keeps clear of it. */
export const BOTTOM_NAV_HEIGHT = 64;
/** The desktop rail's width. */
export const RAIL_WIDTH = 96;

const ICONS: Record<NewSection, { on: ComponentType; off: ComponentType }> = {
  earn: { on: BoltIcon, off: BoltOutlinedIcon },
  winBig: { on: EmojiEventsIcon, off: EmojiEventsOutlinedIcon },
  redeem: { on: RedeemIcon, off: RedeemOutlinedIcon },
  profile: { on: PersonIcon, off: PersonOutlinedIcon },
};

function SectionIcon({ section, selected }: { section: NewSection; selected: boolean }) {
  const Icon = selected ? ICONS[section].on : ICONS[section].off;
  return <Icon />;
}

/** Phones and tablets: fixed to the bottom, above the phone's home indicator. */
export function NewBottomNav({ current }: { current: NewSection | null }) {
  return (
    <Paper
      component="nav"
      aria-label="Sections"
      square
      elevation={0}
      sx={{
        display: { xs: 'block', md: 'none' },
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 'appBar',
        borderTop: `1px solid ${NEW_HAIRLINE}`,
        pb: 'env(safe-area-inset-bottom)',
        bgcolor: 'rgba(255, 255, 255, 0.96)',
        backdropFilter: 'blur(12px)',
      }}
    >
      <BottomNavigation showLabels value={current ?? false} sx={{ height: BOTTOM_NAV_HEIGHT, bgcolor: 'transparent' }}>
        {NEW_NAV.map((item) => (
          <BottomNavigationAction
            key={item.section}
            value={item.section}
            label={item.label}
            icon={<SectionIcon section={item.section} selected={item.section === current} />}
            component={AppLink}
            to={item.to}
            aria-current={item.section === current ? 'page' : undefined}
            sx={{
              minWidth: 0,
              '&.Mui-selected': { color: 'primary.dark' },
              '& .MuiBottomNavigationAction-label': { fontWeight: 600, mt: 0.25 },
            }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}

/** Desktop: a rail of the four sections, under the app bar. */
export function NewRail({ current, top }: { current: NewSection | null; top: number }) {
  return (
    // The outer box runs the page's full height (its border and surface); the items stay in view.
    <Box
      sx={{
        display: { xs: 'none', md: 'block' },
        width: RAIL_WIDTH,
        flexShrink: 0,
        borderRight: `1px solid ${NEW_HAIRLINE}`,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        component="nav"
        aria-label="Sections"
        sx={{
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1,
          position: 'sticky',
          top,
          pt: 2,
        }}
      >
        {NEW_NAV.map((item) => {
          const selected = item.section === current;
          return (
            <ButtonBase
              key={item.section}
              component={AppLink}
              to={item.to}
              aria-current={selected ? 'page' : undefined}
              sx={{
                flexDirection: 'column',
                gap: 0.5,
                width: 80,
                py: 1,
                borderRadius: 3,
                color: selected ? 'primary.dark' : 'text.secondary',
                fontSize: 12,
                fontWeight: selected ? 700 : 600,
                '&:hover .rail-pill': { bgcolor: selected ? '#dcfce7' : 'grey.100' },
                '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            >
              <Box
                className="rail-pill"
                sx={{
                  display: 'grid',
                  placeItems: 'center',
                  width: 56,
                  height: 32,
                  borderRadius: 999,
                  bgcolor: selected ? '#ecfdf3' : 'transparent',
                  transition: 'background-color .15s',
                }}
              >
                <SectionIcon section={item.section} selected={selected} />
              </Box>
              {item.label}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
