// Placeholder wired by the lead; the feature's owner replaces this file.
export default function DailyChallengesModal() {
  return null;
}
