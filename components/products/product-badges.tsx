import type { Product } from "@/content/types";
import { productBadges } from "@/content/widgets";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

interface ProductBadgesProps {
  product: Product;
  className?: string;
}

/** NEW in emerald, HOT in amber; nothing for an unflagged product. */
export function ProductBadges({ product, className }: ProductBadgesProps) {
  if (!product.isNew && !product.isHot) return null;
  return (
    <span data-badge className={cn("flex flex-wrap gap-1.5", className)}>
      {product.isNew && <Badge tone="new">{productBadges.new}</Badge>}
      {product.isHot && <Badge tone="hot">{productBadges.hot}</Badge>}
    </span>
  );
}
