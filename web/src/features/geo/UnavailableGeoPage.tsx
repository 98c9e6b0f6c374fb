export default function UnavailableGeoPage() {
  return <h1>UnavailableGeoPage</h1>;
}
