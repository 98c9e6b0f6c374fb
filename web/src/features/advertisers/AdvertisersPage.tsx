export default function AdvertisersPage() {
  return <h1>AdvertisersPage</h1>;
}
