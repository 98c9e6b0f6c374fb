/** /admin/conversions: offer conversions, missing-credit claims, and the offers catalogue and settings (issue 8). */
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { ClaimsSection } from './ClaimsSection';
import { ConversionsSection } from './ConversionsSection';
import { OffersSection } from './OffersSection';

const TABS = [
  { id: 'conversions', label: 'Conversions', Section: ConversionsSection },
  { id: 'claims', label: 'Missing credit', Section: ClaimsSection },
  { id: 'offers', label: 'Offers', Section: OffersSection },
] as const;

type TabId = (typeof TABS)[number]['id'];

export default function AdminConversionsPage() {
  // The tab is in the address (?tab=claims), so a link can open the claims directly.
  const [params, setParams] = useSearchParams();
  const tab: TabId = TABS.find((t) => t.id === params.get('tab'))?.id ?? 'conversions';
  // A tab mounts when first opened and then stays (hidden), keeping its filters, pages and edits.
  const [opened, setOpened] = useState<ReadonlySet<TabId>>(() => new Set([tab]));
  if (!opened.has(tab)) setOpened(new Set([...opened, tab]));

  return (
    <Stack spacing={2.5} sx={{ maxWidth: 1280, minWidth: 0 }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', md: '2rem' } }}>
          Conversions
        </Typography>
        <Typography color="text.secondary">
          What offer networks reported, the members' missing-credit claims, and the offers catalogue. Every action asks
          for a reason and is audited.
        </Typography>
      </Box>
      <Tabs
        value={tab}
        onChange={(_, value: TabId) => setParams(value === 'conversions' ? {} : { tab: value }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Conversions sections"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((t) => (
          <Tab key={t.id} value={t.id} label={t.label} id={`tab-${t.id}`} aria-controls={`panel-${t.id}`} />
        ))}
      </Tabs>
      {TABS.map(({ id, Section }) => (
        <Box key={id} role="tabpanel" id={`panel-${id}`} aria-labelledby={`tab-${id}`} hidden={id !== tab}>
          {opened.has(id) && <Section />}
        </Box>
      ))}
    </Stack>
  );
}
