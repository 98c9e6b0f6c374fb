import { Box, Button } from '@mui/material';
import RedeemIcon from '@mui/icons-material/Redeem';
import ViewDayIcon from '@mui/icons-material/ViewDay';
import { AppLink } from '../../components/AppLink';
import { ProfileLayout } from '../../components/layout/profile/ProfileLayout';
import { ResponsiveTransactions } from './transactions/TransactionsList';
import { TransactionsHistoryView } from './transactions/TransactionsHistoryView';
import { useTransactionsHistory } from './transactions/useTransactionsHistory';

/** /profile/transactions: the full ledger, a table on desktop and a list on phones. */
export default function TransactionsPage() {
  const history = useTransactionsHistory();
  return (
    <ProfileLayout
      title="Transactions History"
      actions={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={AppLink} to="/profile/rewards" size="small" startIcon={<RedeemIcon />}>
            My rewards
          </Button>
          <Button component={AppLink} to="/profile/transactions-2" size="small" startIcon={<ViewDayIcon />}>
            Group by day
          </Button>
        </Box>
      }
    >
      <TransactionsHistoryView {...history}>{(items) => <ResponsiveTransactions items={items} />}</TransactionsHistoryView>
    </ProfileLayout>
  );
}
