export default function WindowErrorPage() {
  return <h1>WindowErrorPage</h1>;
}
