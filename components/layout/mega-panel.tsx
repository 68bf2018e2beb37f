import { IntentLink as Link } from "./intent-link";

import type { MegaMenu } from "@/content/navigation";
import { cn } from "@/lib/cn";

/** The groups, plus one column for the "view all" card. */
const columnsByGroups: Record<number, string> = {
  1: "grid-cols-[1fr_15rem]",
  2: "grid-cols-3",
  3: "grid-cols-4",
};

interface MegaPanelProps {
  id: string;
  menu: MegaMenu;
  open: boolean;
  onNavigate: () => void;
}

export function MegaPanel({ id, menu, open, onNavigate }: MegaPanelProps) {
  const wide = menu.layout === "wide";
  const single = menu.groups.length === 1;
  return (
    <div id={id} hidden={!open} className="absolute inset-x-0 top-full">
      <div className="container-page pt-2">
        <div
          className={cn(
            "rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/10",
            wide && "max-h-[550px] overflow-y-auto",
          )}
        >
          <div
            className={cn(
              "grid gap-x-8 gap-y-6",
              wide ? "grid-cols-6" : (columnsByGroups[menu.groups.length] ?? "grid-cols-4"),
            )}
          >
            {menu.groups.map((group) => (
              <div key={group.title}>
                <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                  {group.title}
                </p>
                <ul
                  className={cn(
                    "mt-3 grid gap-1",
                    single && group.links.length > 8 && "grid-cols-4 gap-x-6",
                  )}
                >
                  {group.links.map((link) => (
                    <li key={link.label}>
                      <Link
                        href={link.href}
                        onClick={onNavigate}
                        className="block rounded-lg px-2 py-1.5 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
            <div className="flex flex-col justify-between rounded-xl bg-brand-50 p-4">
              {menu.note && <p className="text-sm font-semibold text-brand-800">{menu.note}</p>}
              <Link
                href={menu.all.href}
                onClick={onNavigate}
                className="mt-2 text-sm font-semibold text-brand-700 hover:underline"
              >
                {menu.all.label} <span aria-hidden="true">→</span>
              </Link>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
