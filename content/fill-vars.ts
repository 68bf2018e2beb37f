/**
 * A template's own {names} filled in as a component runs it: "{shown} of {total}". Apart from
 * content/placeholders.ts, which reads the site's facts (content/data/site.json), so a script that
 * fills only its own names does not carry those facts to the browser.
 */
export function fillVars(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in vars ? String(vars[name]) : match,
  );
}
