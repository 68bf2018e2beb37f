import { ArrowRight } from "lucide-react";
import Link from "next/link";
import type { ComponentProps } from "react";

import { cn } from "@/lib/cn";

type ArrowLinkProps = ComponentProps<typeof Link> & {
  /** Without the arrow, where the words alone say where it goes (a list's "see all"). */
  arrow?: boolean;
};

/**
 * The site's text link to a further page: brand-coloured words (a 44 px tall target) and an
 * arrow. Its spacing comes from where it stands (`className`).
 */
export function ArrowLink({ className, children, arrow = true, ...link }: ArrowLinkProps) {
  return (
    <Link
      {...link}
      className={cn(
        "inline-flex min-h-11 items-center gap-1 font-semibold text-brand-700 hover:underline",
        className,
      )}
    >
      {children}
      {arrow && <ArrowRight aria-hidden="true" className="size-4" />}
    </Link>
  );
}
