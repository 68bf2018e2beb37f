export declare const EMAIL_API_ORIGIN: string;
export declare const headerPolicy: string;
export declare function pagePolicy(scriptHashes: readonly string[]): string;
export declare const securityHeaders: Readonly<Record<string, string>>;
export declare const HSTS: string;
export declare const HASHED_ASSETS: string;
export declare const cacheControl: Readonly<{ hashed: string; other: string }>;
export declare const redirects: readonly { from: string; to: string; status: number }[];
