export declare function renderServeJson(): string;
export declare function renderHeadersFile(): string;
export declare function renderRedirectsFile(): string;
export declare function renderNginxConf(): string;
export declare function renderReadmeHeaders(): string;
export declare const HOST_FILES: Readonly<Record<string, () => string>>;
export declare const README_MARKERS: Readonly<{ start: string; end: string }>;
export declare function updateReadme(readme: string): string;
