import { Star } from "lucide-react";

export function FiveStars() {
  return (
    <div role="img" aria-label="Rated 5 out of 5 stars" className="flex gap-0.5 text-accent">
      {Array.from({ length: 5 }, (_, index) => (
        <Star key={index} aria-hidden="true" className="size-5 fill-current" />
      ))}
    </div>
  );
}
