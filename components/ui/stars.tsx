import { Star } from "lucide-react";
import { common } from "@/content/sections";

export function FiveStars() {
  return (
    <div role="img" aria-label={common.fiveStars} className="flex gap-0.5 text-accent">
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} aria-hidden="true" className="size-5 fill-current" />
      ))}
    </div>
  );
}
