import TableRowsIcon from '@mui/icons-material/TableRows';
import { useSession } from '../../lib/session';
import { TransactionsByDay } from './transactions/TransactionsByDay';
import { TransactionsHistoryLayout } from './transactions/TransactionsHistoryLayout';
import { TransactionsHistoryView } from './transactions/TransactionsHistoryView';
import { useTransactionsHistory } from './transactions/useTransactionsHistory';

/** /profile/transactions-2: the same ledger, grouped by the member's day with each day's total. */
export default function TransactionsByDayPage() {
  const history = useTransactionsHistory();
  const today = useSession().user!.day_key; // RequireAuth renders this page only with a record
  return (
    <TransactionsHistoryLayout other={{ to: '/profile/transactions', label: 'Show as list', icon: TableRowsIcon }}>
      <TransactionsHistoryView {...history}>{(items) => <TransactionsByDay items={items} today={today} />}</TransactionsHistoryView>
    </TransactionsHistoryLayout>
  );
}
