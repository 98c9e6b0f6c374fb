export declare function inlineScriptHashes(distDir: string): Map<string, string>;
