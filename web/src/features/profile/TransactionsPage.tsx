import ViewDayIcon from '@mui/icons-material/ViewDay';
import { ResponsiveTransactions } from './transactions/TransactionsList';
import { TransactionsHistoryLayout } from './transactions/TransactionsHistoryLayout';
import { TransactionsHistoryView } from './transactions/TransactionsHistoryView';
import { useTransactionsHistory } from './transactions/useTransactionsHistory';

/** /profile/transactions: the full ledger, a table on desktop and a list on phones. */
export default function TransactionsPage() {
  const history = useTransactionsHistory();
  return (
    <TransactionsHistoryLayout other={{ to: '/profile/transactions-2', label: 'Group by day', icon: ViewDayIcon }}>
      <TransactionsHistoryView {...history}>{(items) => <ResponsiveTransactions items={items} />}</TransactionsHistoryView>
    </TransactionsHistoryLayout>
  );
}
