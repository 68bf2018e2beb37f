/** @jest-environment node */
import { findSecrets, secretValues } from "./secret-scan";

describe("findSecrets", () => {
  it.each([
    ["private key", "-----BEGIN RSA PRIVATE KEY-----\nMIIE"],
    ["AWS access key", 'key:"AKIAIOSFODNN7EXAMPLE"'],
    ["GitHub token", `t="ghp_${"a1".repeat(18)}"`],
    ["Google API key", `k="AIza${"B".repeat(35)}"`],
    ["Stripe secret key", `sk_live_${"c".repeat(24)}`],
    ["JSON Web Token", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NSJ9.c2lnbmF0dXJlLXZhbHVl"],
    ["EmailJS private key", 'send({accessToken:"abcdEFGH1234"})'],
    ["assigned secret", 'config={client_secret:"s3cr3t-value"}'],
  ])("finds a %s", (kind, text) => {
    expect(findSecrets(`before ${text} after`)).toContain(kind);
  });

  it("lets the email service's public key through, and ordinary page text", () => {
    const key = "AIzaPublicKeyThatIsAllowedInThePage1234";
    expect(
      findSecrets(`init({publicKey:"${key}"}) Enter your password to continue`, { allowed: [key] }),
    ).toEqual([]);
  });

  it("finds the value of a secret environment variable in any shape", () => {
    const values = secretValues({
      EMAILJS_PRIVATE_KEY: "pk-9f8e7d6c",
      NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: "public-abc123",
      DEPLOY_TOKEN: "short",
      PATH: "/usr/bin:/bin",
    });
    expect(values).toEqual([["EMAILJS_PRIVATE_KEY", "pk-9f8e7d6c"]]);
    expect(findSecrets('var a="pk-9f8e7d6c"', { values })).toEqual([
      "the value of EMAILJS_PRIVATE_KEY",
    ]);
  });

  it("takes a translated prompt for what it is, and an ASCII value for a secret", () => {
    expect(findSecrets('password:"パスワードを入力してください。"')).toEqual([]);
    expect(findSecrets('password:"hunter2-hunter2"')).toEqual(["assigned secret"]);
  });
});
