export default function WindowSuccessPage() {
  return <h1>WindowSuccessPage</h1>;
}
