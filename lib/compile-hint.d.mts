export declare const COMPILE_HINT: string;
export declare function withCompileHint(source: string): string;
export declare function hasCompileHint(source: string): boolean;
