/** @type {import('next').NextConfig} */
const nextConfig = {
  output: "export",
  // The export has no image optimisation server; pictures are pre-sized files in public/.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
