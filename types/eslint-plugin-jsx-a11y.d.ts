// eslint-plugin-jsx-a11y ships no types; this is the part eslint.config.mjs uses.
declare module "eslint-plugin-jsx-a11y" {
  import type { Linter } from "eslint";

  const plugin: { flatConfigs: { recommended: { rules: Linter.RulesRecord } } };
  export default plugin;
}
