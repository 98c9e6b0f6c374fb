export default function AdminIndexPage() {
  return <h1>AdminIndexPage</h1>;
}
