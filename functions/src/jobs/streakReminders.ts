// Placeholder wired by the lead; the feature's owner fills it in.
export async function runStreakReminders(_now = new Date()): Promise<{ reminded: number }> {
  return { reminded: 0 };
}
