import { missingEmailSettings } from "./lib/email-config.mjs";

const missing = missingEmailSettings(process.env);
// Jest loads this file too; the warning is for builds.
if (missing.length > 0 && process.env.NODE_ENV !== "test") {
  console.warn(
    `\n⚠ Email settings missing: ${missing.join(", ")}.\n  The site builds, but its forms will show their failure message and the direct email link.\n  Copy .env.example to .env.local and fill it in (README: Configuration).\n`,
  );
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: "export",
  // The export has no image optimisation server; pictures are pre-sized files in public/.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
