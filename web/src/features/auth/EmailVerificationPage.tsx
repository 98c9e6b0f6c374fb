export default function EmailVerificationPage() {
  return <h1>EmailVerificationPage</h1>;
}
