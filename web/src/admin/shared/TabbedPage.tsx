/**
 * An admin page of tabs (conversions, payouts): the heading, the tabs and their panels. The tab is
 * in the address (?tab=claims), so a link can open one directly; the first tab has no parameter.
 */
import { useState, type ComponentType, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';

export interface PageTab {
  id: string;
  label: string;
  Section: ComponentType;
}

export interface TabbedPageProps {
  /** The page's heading (and the tabs' name). */
  title: string;
  intro: ReactNode;
  tabs: readonly PageTab[];
  /** A page's own top (a member's record) in place of the heading and intro; it holds the h1. */
  header?: ReactNode;
}

export function TabbedPage({ title, intro, tabs, header }: TabbedPageProps) {
  const [params, setParams] = useSearchParams();
  const first = tabs[0]!.id;
  const tab = tabs.find((t) => t.id === params.get('tab'))?.id ?? first;
  // A tab mounts when first opened and then stays (hidden), keeping its filters, pages and edits.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set([tab]));
  if (!opened.has(tab)) setOpened(new Set([...opened, tab]));

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1280, minWidth: 0 }}>
      {header ?? (
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
            {title}
          </Typography>
          <Typography color="text.secondary">{intro}</Typography>
        </Box>
      )}
      <Tabs
        value={tab}
        onChange={(_, value: string) => setParams(value === first ? {} : { tab: value }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={`${title} sections`}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((t) => (
          <Tab key={t.id} value={t.id} label={t.label} id={`tab-${t.id}`} aria-controls={`panel-${t.id}`} />
        ))}
      </Tabs>
      {tabs.map(({ id, Section }) => (
        <Box key={id} role="tabpanel" id={`panel-${id}`} aria-labelledby={`tab-${id}`} hidden={id !== tab}>
          {opened.has(id) && <Section />}
        </Box>
      ))}
    </Stack>
  );
}
