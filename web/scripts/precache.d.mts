export declare function precacheList(manifest: Record<string, unknown>): string[];
export declare function writePrecache(distDir: string): { version: string; files: number };
