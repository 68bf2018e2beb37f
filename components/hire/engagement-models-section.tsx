import { engagementModels } from "@/content/hire";
import { hireText } from "@/content/sections";
import { cardClass } from "@/components/ui/card";
import { CardGrid } from "@/components/ui/card-grid";
import { Icon } from "@/components/ui/icon";
import { Price } from "@/components/ui/price";
import { Section } from "@/components/sections/section";

export function EngagementModelsSection() {
  return (
    <Section tone="quiet" headingId="engagement-heading" heading={hireText.engagement}>
      <CardGrid className="mt-12">
        {engagementModels.map((model) => (
          // Where a card has the row to itself (one column, 640-1023 px), its icon stands beside
          // its words instead of over them, so the card is not a wide box of short lines.
          <article
            key={model.title}
            className={`${cardClass} w-full p-8 @min-[34rem]:grid @min-[34rem]:grid-cols-[3rem_minmax(0,1fr)] @min-[34rem]:gap-x-6`}
          >
            <span className="grid size-12 place-items-center rounded-xl bg-brand-700 text-white @min-[34rem]:row-span-2">
              <Icon name={model.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-bold @min-[34rem]:mt-0">{model.title}</h3>
            <p className="mt-3 @min-[34rem]:mt-2">{model.description}</p>
            <Price price={model.price} className="mt-5 @min-[34rem]:col-start-2" />
          </article>
        ))}
      </CardGrid>
    </Section>
  );
}
