import { Box, Chip, Link, Typography } from '@mui/material';
import { formatPM, type ShopOrder } from '@pilotmiles/core';
import { AppLink } from '../../components/AppLink';
import { formatDate } from '../../lib/format';
import { brandPath } from './BrandCard';
import { ORDER_STATUS_TONE, formatSale, orderStatusLabel } from './format';

/** The status chip: 'Pending until Dec 4, 2026', 'Confirmed', 'Reversed'. */
export function OrderStatusChip({ order }: { order: Pick<ShopOrder, 'status' | 'expected_at'> }) {
  return (
    <Chip
      size="small"
      label={orderStatusLabel(order)}
      color={ORDER_STATUS_TONE[order.status]}
      sx={{ fontWeight: 700, maxWidth: '100%' }}
    />
  );
}

/** A return or a refusal: its cashback never counts. */
const undone = (order: ShopOrder) => order.status === 'reversed' || order.status === 'rejected';

/**
 * Purchases the networks reported: the store (a link to its page, unless `hideBrand` on the
 * store's own page), the order, its sale and cashback, and where it stands.
 */
export function OrderList({
  orders,
  label,
  hideBrand = false,
}: {
  orders: readonly ShopOrder[];
  label: string;
  hideBrand?: boolean;
}) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {orders.map((order) => (
        <Box
          component="li"
          key={order.id}
          aria-label={`Order ${order.order_id}`}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) auto',
            columnGap: 1.5,
            rowGap: 0.5,
            alignItems: 'center',
            py: 1.25,
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-child': { borderBottom: 0 },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            {!hideBrand && (
              <Link
                component={AppLink}
                to={brandPath(order.brand_id)}
                underline="hover"
                sx={{ fontWeight: 700, display: 'block', overflowWrap: 'anywhere' }}
              >
                {order.brand_name}
              </Link>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              Order {order.order_id} · {formatSale(order.sale_amount)} · {formatDate(order.created_at)}
            </Typography>
          </Box>
          <Typography
            sx={{
              fontWeight: 800,
              whiteSpace: 'nowrap',
              ...(undone(order)
                ? { color: 'text.disabled', textDecoration: 'line-through' }
                : { color: 'success.main' }),
            }}
          >
            {formatPM(order.pilot_miles)}
          </Typography>
          <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }}>
            <OrderStatusChip order={order} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
