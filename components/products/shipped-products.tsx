import { productsText } from "@/content/sections";
import { shippedProject } from "@/content/catalogue-links";
import { wordmarkOf } from "@/content/portfolio";
import { bandPicture } from "@/content/product-pictures";
import type { Product } from "@/content/types";
import { CaseStudyLink } from "@/components/portfolio/project-links";
import { CardGrid } from "@/components/ui/card-grid";
import { cardClass, cardHoverClass } from "@/components/ui/card";
import { Picture } from "@/components/ui/picture";
import { SectionHeading } from "@/components/ui/section-heading";
import { cn } from "@/lib/cn";

/**
 * /products' proof, above the catalogue: each product that names the client's project it was
 * shipped as, with its apps' screens, the client, and the project's first result; the whole card
 * opens the case study. A catalogue of platforms alone read as a marketplace of templates; this
 * band says which of them run a business today. Left out when no product names a project. Its
 * pictures stand at the first screen's foot: they load at once.
 */
export function ShippedProducts({ products }: { products: readonly Product[] }) {
  const shipped = products.flatMap((product) => {
    const project = shippedProject(product);
    return project ? [{ product, project }] : [];
  });
  if (shipped.length === 0) return null;
  const text = productsText.shipped(shipped.length);
  return (
    <section aria-labelledby="shipped" className="border-b border-slate-200 section">
      <div className="container-page">
        <SectionHeading id="shipped" align="left" {...text} />
        <CardGrid max={4} className="mt-10">
          {shipped.map(({ product, project }) => {
            const [result] = Object.entries(project.stats);
            return (
              <article
                key={product.id}
                className={cn(cardClass, cardHoverClass, "relative flex flex-col overflow-hidden")}
              >
                <Picture
                  picture={{ ...bandPicture(product), alt: "" }}
                  priority
                  sizes="(min-width: 80rem) 18rem, (min-width: 64rem) 24rem, (min-width: 40rem) 22rem, 100vw"
                  className="aspect-[4/3] w-full border-b border-slate-200 bg-slate-50 object-contain p-4"
                />
                <div className="flex flex-1 flex-col p-5">
                  <p className="caps-label">{product.title}</p>
                  <h3 className="mt-2 text-lg leading-snug font-bold">{wordmarkOf(project)}</h3>
                  {result && (
                    <p className="mt-3 flex flex-1 items-baseline gap-2">
                      <span className="font-display text-2xl font-bold text-brand-700">
                        {result[1]}
                      </span>
                      <span className="text-sm">{result[0]}</span>
                    </p>
                  )}
                  <CaseStudyLink
                    project={project}
                    className="mt-4 text-sm after:absolute after:inset-0"
                  />
                </div>
              </article>
            );
          })}
        </CardGrid>
      </div>
    </section>
  );
}
