export declare const SECRET_PATTERNS: readonly (readonly [string, RegExp])[];
export declare function secretValues(
  env: Partial<Record<string, string | undefined>>,
): [string, string][];
export declare function findSecrets(
  text: string,
  options?: { allowed?: string[]; values?: [string, string][] },
): string[];
