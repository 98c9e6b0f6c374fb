export default function SignInPage() {
  return <h1>SignInPage</h1>;
}
