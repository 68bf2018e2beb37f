export declare function renderServeJson(): string;
export declare function renderHeadersFile(): string;
export declare function renderRedirectsFile(): string;
export declare function renderNginxConf(): string;
export declare function renderHeadersTable(): string;
export declare const HOST_FILES: Readonly<Record<string, () => string>>;
export declare const HEADERS_DOC: string;
export declare const HEADERS_MARKERS: Readonly<{ start: string; end: string }>;
export declare function updateHeadersDoc(doc: string): string;
