import { Children, isValidElement, type ReactNode } from "react";

import { balancedColumns } from "@/lib/grid";
import { cn } from "@/lib/cn";

import { WholeMarker } from "./whole-marker";

/**
 * Item widths per column count on wide screens (gap-6 = 1.5rem between cards), a pixel short of
 * the exact share so rounding never pushes the last card of a full row onto the next.
 */
const wide: Record<number, string> = {
  1: "lg:basis-full",
  2: "sm:basis-[calc((100%-1.5rem)/2-1px)]",
  3: "lg:basis-[calc((100%-3rem)/3-1px)]",
  // Four across only once four cards have room; two pairs before that.
  4: "xl:basis-[calc((100%-4.5rem)/4-1px)]",
};

interface CardGridProps {
  /** One element per card; each is wrapped in a list item. */
  children: ReactNode;
  /** The most columns a row may have on wide screens. */
  max?: 2 | 3 | 4;
  className?: string;
  "aria-label"?: string;
}

/**
 * A list of cards whose column count follows the number of cards, so no row is left with one
 * lonely card; a row that cannot be full is centred. One column on phones, two from `sm`.
 * Centred, a row still arriving would move its cards aside as each next one came in, so the list
 * paints its cards only once its HTML has arrived to the marker at its end (paint-when-whole in
 * app/globals.css).
 */
export function CardGrid({ children, max = 3, className, ...rest }: CardGridProps) {
  const items = Children.toArray(children);
  const columns = balancedColumns(items.length, max);
  return (
    <ul className={cn("paint-when-whole flex flex-wrap justify-center gap-6", className)} {...rest}>
      {items.map((item, index) => (
        <li
          key={isValidElement(item) && item.key !== null ? item.key : index}
          className={cn(
            "flex w-full",
            columns > 1 && wide[2],
            columns === 3 && wide[3],
            columns === 4 && wide[4],
          )}
        >
          {item}
        </li>
      ))}
      <WholeMarker as="li" />
    </ul>
  );
}
