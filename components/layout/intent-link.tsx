"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import type { ComponentProps } from "react";

type IntentLinkProps = Omit<ComponentProps<typeof Link>, "href" | "prefetch"> & { href: string };

/**
 * A link that fetches its page only once the visitor shows intent (pointer over it, keyboard focus
 * or a touch), never merely because it scrolled into view: the header and footer links sit in view
 * on every page, and fetching all their pages would compete with the page being loaded.
 */
export function IntentLink({
  href,
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: IntentLinkProps) {
  const router = useRouter();
  const prefetch = () => {
    if (href.startsWith("/")) router.prefetch(href.split("#")[0] || "/");
  };
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        onMouseEnter?.(event);
        prefetch();
      }}
      onFocus={(event) => {
        onFocus?.(event);
        prefetch();
      }}
      onTouchStart={(event) => {
        onTouchStart?.(event);
        prefetch();
      }}
      {...props}
    />
  );
}
