import type { Link as LinkData } from "@/content/types";
import { cn } from "@/lib/cn";
import { ArrowLink } from "@/components/ui/arrow-link";

interface HeadingWithLinkProps {
  /** The h2's id, which names its section. */
  id: string;
  title: string;
  /** Where the whole list is: the blog, all services. */
  link: LinkData;
  /** The heading's size, from its section. */
  className?: string;
}

/** A short list's heading at the left and, on its line, the link to the whole list. */
export function HeadingWithLink({ id, title, link, className }: HeadingWithLinkProps) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
      <h2 id={id} className={cn("font-bold", className)}>
        {title}
      </h2>
      <ArrowLink href={link.href}>{link.label}</ArrowLink>
    </div>
  );
}
