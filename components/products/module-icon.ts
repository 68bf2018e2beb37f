import type { IconName } from "@/content/types";

/** Keywords in a module's name and the icon that shows what kind of app or panel it is. */
const moduleKinds: [RegExp, IconName][] = [
  [/admin|back office/i, "layout"],
  [/dashboard/i, "bar-chart"],
  [/console/i, "monitor"],
  [/panel|management|crm/i, "settings"],
  [/driver|delivery|courier|fleet/i, "truck"],
  [/picker|scanner|check-in/i, "clipboard-check"],
  [/student|learner/i, "graduation-cap"],
  [/parent|family/i, "users"],
  [/vendor|seller|merchant|restaurant|host|owner|provider|partner/i, "store"],
  [/doctor|trainer|tutor|instructor|teacher|agent|staff|employee|officer|advisor/i, "user-check"],
  [/\btv\b|television/i, "tv"],
  [/chat|message/i, "message-circle"],
  [/cms|content/i, "file-text"],
  [/web|portal|page/i, "globe"],
  [/operations/i, "settings"],
  [/app/i, "smartphone"],
];

/** The icon of a product module ("Driver app" → truck, "Admin panel" → layout...). */
export function moduleIcon(name: string): IconName {
  return moduleKinds.find(([pattern]) => pattern.test(name))?.[1] ?? "monitor";
}
