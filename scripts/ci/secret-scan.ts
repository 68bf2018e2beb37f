// Finds what looks like a credential in the text of a built file. The site's only configured
// value that may be public is the email service's public key (it identifies the account to the
// service from the browser; its private key never leaves the EmailJS dashboard).

/** Shapes of well-known credentials, by what they are. */
export const SECRET_PATTERNS: ReadonlyArray<readonly [kind: string, pattern: RegExp]> =
  Object.freeze([
    ["private key", /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----/],
    ["AWS access key", /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/],
    ["GitHub token", /\b(?:gh[pousr]_[A-Za-z0-9]{36,}|github_pat_[A-Za-z0-9_]{40,})\b/],
    ["Slack token", /\bxox[abprs]-[A-Za-z0-9-]{10,}/],
    ["Google API key", /\bAIza[0-9A-Za-z_-]{35}\b/],
    ["Stripe secret key", /\b(?:sk|rk)_live_[0-9A-Za-z]{16,}/],
    ["JSON Web Token", /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/],
    ["EmailJS private key", /\baccessToken["']?\s*[:=]\s*["'][A-Za-z0-9_-]{8,}/],
    [
      "assigned secret",
      // A credential is printable ASCII; the CMS's translated prompts ("password": "パスワード…") are not.
      /\b(?:secret|password|passwd|private[_-]?key|api[_-]?secret|client[_-]?secret)["']?\s*[:=]\s*["'][!#-&(-~]{8,}["']/i,
    ],
  ]);

/** Names of environment variables that hold something secret. */
const SECRET_NAME = /SECRET|TOKEN|PASSWORD|PASSWD|PRIVATE|CREDENTIAL|(?:^|_)KEY$|API_KEY/i;

/**
 * The values of secret-looking environment variables, so a build that inlined one is caught
 * whatever its shape. NEXT_PUBLIC_ variables are public by design and skipped.
 */
export function secretValues(env: Record<string, string | undefined>): [string, string][] {
  return Object.entries(env)
    .filter(([name]) => !name.startsWith("NEXT_PUBLIC_") && SECRET_NAME.test(name))
    .filter(([, value]) => (value ?? "").length >= 8)
    .map(([name, value]): [string, string] => [name, value ?? ""]);
}

/**
 * What in `text` looks like a secret, by kind, never the value itself. `allowed` are values that
 * may appear (the public key); `values` are secret values to look for, by the variable's name.
 */
export function findSecrets(
  text: string,
  { allowed = [], values = [] }: { allowed?: string[]; values?: [string, string][] } = {},
): string[] {
  let scrubbed = text;
  for (const value of allowed.filter(Boolean)) scrubbed = scrubbed.split(value).join("");
  const found = SECRET_PATTERNS.filter(([, pattern]) => pattern.test(scrubbed)).map(
    ([kind]) => kind,
  );
  for (const [name, value] of values) {
    if (scrubbed.includes(value)) found.push(`the value of ${name}`);
  }
  return found;
}
