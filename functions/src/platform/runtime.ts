/** Whether this process runs against the emulators (local runs and the API tests), not in a deployed project. */
export const inEmulator = (): boolean => process.env.FUNCTIONS_EMULATOR === 'true' || Boolean(process.env.FIRESTORE_EMULATOR_HOST);
