import Link from "next/link";
import type { ComponentProps } from "react";

import { cn } from "@/lib/cn";

import { ArrowWords } from "./arrow-words";

type ArrowLinkProps = ComponentProps<typeof Link> & {
  /** Without the arrow, where the words alone say where it goes (a list's "see all"). */
  arrow?: boolean;
};

/**
 * The site's text link to a further page: brand-coloured words (a 44 px tall target) and an
 * arrow, which wraps with the last word. Its spacing comes from where it stands (`className`).
 */
export function ArrowLink({ className, children, arrow = true, ...link }: ArrowLinkProps) {
  return (
    <Link
      {...link}
      className={cn(
        "inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline",
        className,
      )}
    >
      {arrow ? <ArrowWords>{children}</ArrowWords> : children}
    </Link>
  );
}
