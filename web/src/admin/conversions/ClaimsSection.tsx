/** The missing-credit claims tab: members' offer events the network never reported. */
import { Typography } from '@mui/material';
import { formatPM, type AdminManualCredit, type MissingCreditClaim } from '@pilotmiles/core';
import type { ClaimCardParts, ClaimColumn } from './ClaimsList';
import { ClaimsTab } from './ClaimsTab';
import { CLAIMS_KEY, CLAIMS_PATH, CONVERSIONS_KEY, CONVERSIONS_PATH } from './conversionsApi';

function OfferEvent({ claim: c }: { claim: MissingCreditClaim }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {c.offer_name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {c.event_name} · {c.offer_id}
      </Typography>
    </>
  );
}

function Note({ claim: c }: { claim: MissingCreditClaim }) {
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
      {c.note}
    </Typography>
  );
}

const COLUMNS: readonly ClaimColumn<MissingCreditClaim>[] = [
  { head: 'Offer / event', sx: { minWidth: 160 }, cell: (c) => <OfferEvent claim={c} /> },
  {
    head: 'PM',
    align: 'right',
    sx: { whiteSpace: 'nowrap', fontWeight: 700 },
    cell: (c) => formatPM(c.pilot_miles),
  },
  { head: 'Note', sx: { minWidth: 200 }, cell: (c) => <Note claim={c} /> },
];

const card = (c: MissingCreditClaim): ClaimCardParts => ({
  headline: <OfferEvent claim={c} />,
  figure: formatPM(c.pilot_miles),
  details: <Note claim={c} />,
});

export function ClaimsSection() {
  return (
    <ClaimsTab<MissingCreditClaim, AdminManualCredit>
      queryKey={CLAIMS_KEY}
      path={CLAIMS_PATH}
      actionPath={CONVERSIONS_PATH}
      // CONVERSIONS_KEY is a prefix of CLAIMS_KEY: one invalidation covers both lists (a manual credit is a conversion too).
      refresh={CONVERSIONS_KEY}
      label="Missing-credit claims"
      noun="claims"
      empty={{ open: 'No open claims.', filtered: 'No claims match this filter.' }}
      columns={COLUMNS}
      card={card}
      creditAmount={(c) => c.pilot_miles}
      describe={(c) => `${c.event_name} · ${c.offer_name} · ${formatPM(c.pilot_miles)}`}
      creditEffect="Credits the amount below to the member once (the event’s reward unless you change it)."
      body={(c, action, { reason, amount }) =>
        action === 'credit' ? { claim_id: c.id, action, amount, reason } : { claim_id: c.id, action, reason }
      }
    />
  );
}
