export declare function executableInlineScripts(html: string): string[];
export declare function scriptHash(text: string): string;
export declare function applyPagePolicy(
  html: string,
  name?: string,
): { html: string; hashes: string[] };
