export function fontCharacters(text: string): string;
export function siteCharacters(): string;
