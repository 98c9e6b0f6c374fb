export default function AccountSettingsPage() {
  return <h1>AccountSettingsPage</h1>;
}
