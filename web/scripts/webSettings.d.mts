export declare const REQUIRED_WEB_SETTINGS: string[];
export declare function webSettingsProblems(mode: string, env: Record<string, string | undefined>): string[];
