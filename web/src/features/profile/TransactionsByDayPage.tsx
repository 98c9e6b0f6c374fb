export default function TransactionsByDayPage() {
  return <h1>TransactionsByDayPage</h1>;
}
