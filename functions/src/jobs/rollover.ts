// Placeholder wired by the lead; the feature's owner fills it in.
export async function runDailyRollover(_now = new Date()): Promise<{ users: number }> {
  return { users: 0 };
}
