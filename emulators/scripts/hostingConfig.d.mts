/** Types of hostingConfig.mjs, for the TypeScript that imports it (bench/lighthouse.ts). */
export declare function withEmulatorOrigins(
  policy: string,
  ports: { auth: number; firestore: number; partners: number },
): string;
