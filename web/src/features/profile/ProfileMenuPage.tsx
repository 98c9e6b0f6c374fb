export default function ProfileMenuPage() {
  return <h1>ProfileMenuPage</h1>;
}
