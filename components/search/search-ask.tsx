import { MessageCircle } from "lucide-react";

import { ButtonLink } from "@/components/ui/button-link";
import { searchPageText } from "@/content/sections";

const searchAsk = searchPageText.ask;

/** For a visitor the search did not help: the team answers, by the contact page. */
export function SearchAsk({ className }: { className?: string }) {
  return (
    <section aria-labelledby="search-ask" className={className}>
      <div className="rounded-2xl bg-ink p-6 text-white">
        <MessageCircle aria-hidden="true" className="size-7 text-accent" />
        <h2 id="search-ask" className="mt-4 text-lg font-bold text-white">
          {searchAsk.title}
        </h2>
        <p className="mt-2 text-sm text-slate-300">{searchAsk.text}</p>
        <ButtonLink href="/contact" variant="accent" className="mt-5">
          {searchAsk.link}
        </ButtonLink>
      </div>
    </section>
  );
}
