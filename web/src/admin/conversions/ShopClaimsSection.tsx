/**
 * The cashback claims tab (docs/shopping.md): orders members made through an activation that the
 * affiliate network never reported. Staff credit one (the brand's rate on the order unless they
 * change the amount) or dismiss it, with a reason, through POST /admin/shopping-claims.
 */
import { Typography } from '@mui/material';
import { AFFILIATE_NETWORK_NAMES, formatPM, type AdminShopClaim, type AdminShopClaimAction } from '@pilotmiles/core';
import type { ClaimCardParts, ClaimColumn } from './ClaimsList';
import { ClaimsTab } from './ClaimsTab';
import { CONVERSIONS_KEY, SHOP_CLAIMS_KEY, SHOP_CLAIMS_PATH } from './conversionsApi';
import { formatDay, formatUsd } from '../shared/format';

/** The PM the brand's rate gives on the claimed amount, when the claim carries it. */
function expectedCashback(c: AdminShopClaim): number | null {
  const pm = c.expected_pilot_miles as number | null | undefined;
  return typeof pm === 'number' && pm > 0 ? pm : null;
}

/** The store, the order's number and date, and the network that should have reported it. */
function StoreOrder({ claim: c }: { claim: AdminShopClaim }) {
  return (
    <>
      <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {c.brand_name}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Order {c.order_id} · {formatDay(c.order_date)}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        {AFFILIATE_NETWORK_NAMES[c.network] ?? c.network}
      </Typography>
    </>
  );
}

/** The rate's cashback (blank when the claim does not carry it) and, once credited, what was paid. */
function Cashback({ claim: c, label }: { claim: AdminShopClaim; label: boolean }) {
  const expected = expectedCashback(c);
  return (
    <>
      {expected !== null && (
        <Typography variant="body2" sx={{ fontWeight: label ? 400 : 700 }}>
          {label && 'Cashback at the brand’s rate: '}
          {formatPM(expected)}
        </Typography>
      )}
      {c.credited_pilot_miles != null && (
        <Typography variant="body2" color="success.main" sx={{ fontWeight: 600 }}>
          Credited {formatPM(c.credited_pilot_miles)}
        </Typography>
      )}
    </>
  );
}

// The order's date shares the store's column: a column of its own would not fit at 1280 px beside the admin navigation.
const COLUMNS: readonly ClaimColumn<AdminShopClaim>[] = [
  { head: 'Store / order', sx: { minWidth: 150 }, cell: (c) => <StoreOrder claim={c} /> },
  { head: 'Amount', align: 'right', sx: { whiteSpace: 'nowrap', fontWeight: 700 }, cell: (c) => formatUsd(c.amount) },
  { head: 'Cashback', align: 'right', sx: { minWidth: 80 }, cell: (c) => <Cashback claim={c} label={false} /> },
];

const card = (c: AdminShopClaim): ClaimCardParts => ({
  headline: <StoreOrder claim={c} />,
  figure: formatUsd(c.amount),
  details: <Cashback claim={c} label />,
});

export function ShopClaimsSection() {
  return (
    <ClaimsTab<AdminShopClaim, AdminShopClaimAction>
      queryKey={SHOP_CLAIMS_KEY}
      path={SHOP_CLAIMS_PATH}
      actionPath={SHOP_CLAIMS_PATH}
      // A prefix of SHOP_CLAIMS_KEY: the claims and the conversions (a credit records the order's) refetch.
      refresh={CONVERSIONS_KEY}
      label="Cashback claims"
      noun="cashback claims"
      empty={{ open: 'No cashback claims to review.', filtered: 'No cashback claims match this filter.' }}
      columns={COLUMNS}
      card={card}
      tight
      creditAmount={expectedCashback}
      describe={(c) => `${c.brand_name} · order ${c.order_id} · ${formatUsd(c.amount)} on ${formatDay(c.order_date)}`}
      creditEffect="Credits the amount below to the member once (the brand’s rate on the order unless you change it) and records the order as confirmed, so a report arriving later pays nothing more."
      body={(c, action, { reason, amount }) =>
        action === 'credit' ? { claim_id: c.id, action, amount_pm: amount, reason } : { claim_id: c.id, action, reason }
      }
    />
  );
}
