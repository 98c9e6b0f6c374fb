import { Button } from '@mui/material';
import ViewDayIcon from '@mui/icons-material/ViewDay';
import { AppLink } from '../../components/AppLink';
import { ProfileLayout } from './ProfileLayout';
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
        <Button component={AppLink} to="/profile/transactions-2" size="small" startIcon={<ViewDayIcon />}>
          Group by day
        </Button>
      }
    >
      <TransactionsHistoryView {...history}>{(items) => <ResponsiveTransactions items={items} />}</TransactionsHistoryView>
    </ProfileLayout>
  );
}
