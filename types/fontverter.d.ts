// fontverter ships no types: the one function scripts/pictures/portraits.ts calls.
declare module "fontverter" {
  const fontverter: {
    convert(
      font: Uint8Array,
      to: "truetype" | "sfnt" | "woff" | "woff2",
      from?: "truetype" | "sfnt" | "woff" | "woff2",
    ): Promise<Buffer>;
  };
  export default fontverter;
}
