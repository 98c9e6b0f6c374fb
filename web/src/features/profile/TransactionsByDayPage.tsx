import { Box, Button } from '@mui/material';
import RedeemIcon from '@mui/icons-material/Redeem';
import TableRowsIcon from '@mui/icons-material/TableRows';
import { AppLink } from '../../components/AppLink';
import { useSession } from '../../lib/session';
import { ProfileLayout } from '../../components/layout/profile/ProfileLayout';
import { TransactionsByDay } from './transactions/TransactionsByDay';
import { TransactionsHistoryView } from './transactions/TransactionsHistoryView';
import { useTransactionsHistory } from './transactions/useTransactionsHistory';

/** /profile/transactions-2: the same ledger, grouped by the member's day with each day's total. */
export default function TransactionsByDayPage() {
  const history = useTransactionsHistory();
  const today = useSession().user!.day_key; // RequireAuth renders this page only with a record
  return (
    <ProfileLayout
      title="Transactions History"
      actions={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={AppLink} to="/profile/rewards" size="small" startIcon={<RedeemIcon />}>
            My rewards
          </Button>
          <Button component={AppLink} to="/profile/transactions" size="small" startIcon={<TableRowsIcon />}>
            Show as list
          </Button>
        </Box>
      }
    >
      <TransactionsHistoryView {...history}>{(items) => <TransactionsByDay items={items} today={today} />}</TransactionsHistoryView>
    </ProfileLayout>
  );
}
