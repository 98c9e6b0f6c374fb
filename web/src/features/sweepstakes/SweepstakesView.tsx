import { useId } from 'react';
import { Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { Sweepstake } from '@pilotmiles/core';
import { BusyButton } from '../../components/BusyButton';
import { tabsSx } from '../../components/tabsSx';
import { ErrorState } from '../../components/feedback/ErrorState';
import { SweepstakeGrid, SweepstakeGridSkeleton, type SweepstakeActions } from './SweepstakeGrid';
import { SWEEPSTAKE_TABS, SWEEPSTAKE_TAB_LABELS, type SweepstakeTab } from './sweepstakesApi';

export const EMPTY_TEXT: Readonly<Record<SweepstakeTab, string>> = {
  open: 'No open sweepstakes right now — check Upcoming',
  upcoming: 'No upcoming sweepstakes yet — check back soon',
  ended: 'No sweepstakes have ended yet',
};

export const sweepstakesErrorText = (message: string) => `Error loading sweepstakes: ${message}`;

/** One section as loaded so far. */
export interface SectionState {
  status: 'loading' | 'error' | 'ready';
  /** The failure's message. */
  error: string | null;
  onRetry: () => void;
  items: Sweepstake[] | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  /** Loading the next page failed (the cards so far stay). */
  moreError: string | null;
  onShowMore: () => void;
}

export interface SweepstakesViewProps extends SweepstakeActions {
  tab: SweepstakeTab;
  onTabChange: (tab: SweepstakeTab) => void;
  section: SectionState;
}

/** /sweepstakes (Win Big): Open, Upcoming and Ended in tabs, each a grid of cards in pages. */
export function SweepstakesView({ tab, onTabChange, section, ...actions }: SweepstakesViewProps) {
  const id = useId();
  const tabId = (t: SweepstakeTab) => `${id}-tab-${t}`;
  const panelId = `${id}-panel`;
  return (
    <Stack spacing={2.5}>
      <Tabs
        value={tab}
        onChange={(_, value: SweepstakeTab) => onTabChange(value)}
        aria-label="Sweepstakes"
        variant="fullWidth"
        textColor="primary"
        indicatorColor="secondary"
        sx={[tabsSx, { maxWidth: { sm: 480 }, '& .MuiTab-root': { minWidth: 0 } }]}
      >
        {SWEEPSTAKE_TABS.map((t) => (
          <Tab key={t} value={t} label={SWEEPSTAKE_TAB_LABELS[t]} id={tabId(t)} aria-controls={panelId} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(tab)}>
        {tab === 'ended' && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Every winner follows from a secret seed whose hash was published before the first entry. Open “How this
            draw was picked” on a card to check it yourself.
          </Typography>
        )}
        <Section tab={tab} section={section} onTabChange={onTabChange} actions={actions} />
      </Box>
    </Stack>
  );
}

function Section({
  tab,
  section,
  onTabChange,
  actions,
}: {
  tab: SweepstakeTab;
  section: SectionState;
  onTabChange: (tab: SweepstakeTab) => void;
  actions: SweepstakeActions;
}) {
  const label = `${SWEEPSTAKE_TAB_LABELS[tab]} sweepstakes`;
  if (section.status === 'loading') return <SweepstakeGridSkeleton label={`Loading ${label.toLowerCase()}`} />;
  if (section.status === 'error')
    return <ErrorState message={sweepstakesErrorText(section.error ?? '')} onRetry={section.onRetry} />;
  if (!section.items?.length)
    return (
      <Box role="status" sx={{ py: 6, textAlign: 'center' }}>
        <Typography color="text.secondary">{EMPTY_TEXT[tab]}</Typography>
        {tab === 'open' && (
          <Button onClick={() => onTabChange('upcoming')} sx={{ mt: 1.5 }}>
            See upcoming
          </Button>
        )}
      </Box>
    );
  return (
    <Stack spacing={3}>
      <SweepstakeGrid sweepstakes={section.items} label={label} {...actions} />
      {section.moreError && <ErrorState message={sweepstakesErrorText(section.moreError)} onRetry={section.onShowMore} />}
      {section.hasMore && !section.moreError && (
        <BusyButton
          variant="outlined"
          busy={section.loadingMore}
          busyLabel="Loading…"
          onClick={section.onShowMore}
          sx={{ alignSelf: 'center', minWidth: 180 }}
        >
          Show more
        </BusyButton>
      )}
    </Stack>
  );
}
