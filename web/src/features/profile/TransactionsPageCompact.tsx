import { Container } from '@mui/material';
import { useTransactionsHistory } from './transactions/useTransactionsHistory';
import { TransactionsHistoryViewCompact } from './transactions/TransactionsHistoryViewCompact';

/** /new/profile/transactions (members; GET /users/transactions-history), on the classic page's hook. */
export default function TransactionsPageCompact() {
  const history = useTransactionsHistory();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2.5, md: 4 } }}>
      <TransactionsHistoryViewCompact {...history} />
    </Container>
  );
}
