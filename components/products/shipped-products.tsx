import { productsText } from "@/content/sections";
import { shippedProject } from "@/content/catalogue-links";
import { firstResult, wordmarkOf } from "@/content/portfolio";
import type { Product } from "@/content/types";
import { CaseStudyLink } from "@/components/portfolio/project-links";
import { CardGrid } from "@/components/ui/card-grid";
import { cardClass, cardHoverClass } from "@/components/ui/card";
import { Picture } from "@/components/ui/picture";
import { SectionHeading } from "@/components/ui/section-heading";
import { cn } from "@/lib/cn";

/**
 * /products' proof, above the catalogue: each product that names the client's project it was
 * shipped as, with that project's own screens (its case study's picture, the client's brand on
 * it), the client, and the project's first result; the whole card opens the case study. A
 * catalogue of platforms alone read as a marketplace of templates; this band says which of them
 * run a business today, as the client's app, not the catalogue's. (With the product's own screens
 * here, the band showed a client two ways: one app on /products, another in its case study.) Left
 * out when no product names a project. Its pictures stand at the first screen's foot: they load at
 * once.
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
        <CardGrid max={2} className="mt-10">
          {shipped.map(({ product, project }) => {
            const result = firstResult(project);
            return (
              // A card narrower than 26rem (a phone's, a tablet's two to a row) stands its screens
              // over its words at its whole width, in an 8:5 frame that crops only the mock-up's
              // margin (it is drawn at 4:3 on a ground of its own): beside the words they were a
              // 7rem strip whose screens could not be read. From 26rem (1024 px) the screens
              // take half the card beside the words, and from 34rem as much as the card allows,
              // filling their side edge to edge.
              <article
                key={product.id}
                className={cn(
                  cardClass,
                  cardHoverClass,
                  "relative grid w-full grid-cols-1 overflow-hidden @min-[26rem]:grid-cols-2 @min-[34rem]:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]",
                )}
              >
                {/* Decorative: the heading beside it names the client, the link the case study. */}
                <Picture
                  picture={{ ...project.image, alt: "" }}
                  priority
                  sizes="(min-width: 80rem) 22rem, (min-width: 64rem) 15rem, (min-width: 40rem) 23rem, calc(100vw - 2rem)"
                  className="aspect-[8/5] w-full border-b border-slate-200 object-cover @min-[26rem]:aspect-auto @min-[26rem]:h-full @min-[26rem]:border-r @min-[26rem]:border-b-0"
                />
                <div className="flex flex-col p-4 @min-[34rem]:p-6">
                  <p className="caps-label">{product.title}</p>
                  <h3 className="mt-2 text-lg leading-snug font-bold @min-[34rem]:text-xl">
                    {wordmarkOf(project)}
                  </h3>
                  {result && (
                    <p className="mt-4 flex-1">
                      <span className="block font-display text-3xl leading-none font-bold text-brand-700 @min-[34rem]:text-4xl">
                        {result.value}
                      </span>
                      <span className="mt-2 block text-sm">{result.label}</span>
                    </p>
                  )}
                  <CaseStudyLink
                    project={project}
                    className="mt-5 text-sm after:absolute after:inset-0"
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
