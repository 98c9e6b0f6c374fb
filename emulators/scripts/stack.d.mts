/** Types of what TypeScript imports from stack.mjs (bench/lighthouse.ts). */
export declare const PORTS: {
  firestore: number;
  auth: number;
  functions: number;
  tasks: number;
  hosting: number;
  hub: number;
  logging: number;
  partners: number;
};
