export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
export declare const E2E_CHROMIUM_PATH: string;
