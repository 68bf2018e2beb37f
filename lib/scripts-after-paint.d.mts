export declare const LOADER_SCRIPT: string;
export declare function scriptsAfterPaint(
  html: string,
  name?: string,
): { html: string; chunks: string[] };
export declare function pageScripts(html: string): string[];
