import { Button } from '@mui/material';
import TableRowsIcon from '@mui/icons-material/TableRows';
import { AppLink } from '../../components/AppLink';
import { useSession } from '../../lib/session';
import { ProfileLayout } from './ProfileLayout';
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
        <Button component={AppLink} to="/profile/transactions" size="small" startIcon={<TableRowsIcon />}>
          Show as list
        </Button>
      }
    >
      <TransactionsHistoryView {...history}>{(items) => <TransactionsByDay items={items} today={today} />}</TransactionsHistoryView>
    </ProfileLayout>
  );
}
