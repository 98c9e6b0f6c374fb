/** /admin/conversions: offer conversions, missing-credit claims, and the offers catalogue and settings (issue 8). */
import { useState } from 'react';
import { Box, Stack, Tab, Tabs, Typography } from '@mui/material';
import { ClaimsSection } from './ClaimsSection';
import { ConversionsSection } from './ConversionsSection';
import { OffersSection } from './OffersSection';

const TABS = [
  { id: 'conversions', label: 'Conversions', Section: ConversionsSection },
  { id: 'claims', label: 'Missing credit', Section: ClaimsSection },
  { id: 'offers', label: 'Offers', Section: OffersSection },
] as const;

export default function AdminConversionsPage() {
  const [tab, setTab] = useState<(typeof TABS)[number]['id']>('conversions');
  const current = TABS.find((t) => t.id === tab) ?? TABS[0];
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
        onChange={(_, value: typeof tab) => setTab(value)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Conversions sections"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((t) => (
          <Tab key={t.id} value={t.id} label={t.label} id={`tab-${t.id}`} aria-controls={`panel-${t.id}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`panel-${current.id}`} aria-labelledby={`tab-${current.id}`}>
        <current.Section />
      </Box>
    </Stack>
  );
}
