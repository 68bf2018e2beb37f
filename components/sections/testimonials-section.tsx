import { testimonials } from "@/content/testimonials";
import { common, type SectionText } from "@/content/sections";
import { cardClass } from "@/components/ui/card";
import { CardGrid } from "@/components/ui/card-grid";
import { Picture } from "@/components/ui/picture";
import { SectionHeading } from "@/components/ui/section-heading";
import { FiveStars } from "@/components/ui/stars";

interface TestimonialsSectionProps {
  /** The section's heading; the site-wide one by default. */
  text?: SectionText;
  id?: string;
}

export function TestimonialsSection({ text = common.testimonials, id }: TestimonialsSectionProps) {
  return (
    <section id={id} className="bg-slate-50 section">
      <div className="container-page">
        <SectionHeading {...text} />
        <CardGrid rows={3} className="mt-12">
          {testimonials.map((testimonial) => (
            // Each card spans three rows of the list's grid (stars, quote, author), so the author
            // rows of cards side by side line up whatever the length of the quotes or job titles.
            <figure
              key={testimonial.author}
              className={`${cardClass} row-span-3 grid grid-rows-subgrid gap-y-0 p-8`}
            >
              <FiveStars />
              <blockquote className="mt-5 text-slate-700">
                <p>“{testimonial.quote}”</p>
              </blockquote>
              <div className="mt-6 flex items-start gap-4">
                <Picture picture={testimonial.avatar} className="size-12 rounded-full" />
                <div>
                  <p className="font-semibold text-slate-900">{testimonial.author}</p>
                  <p className="text-sm text-slate-600">{testimonial.position}</p>
                </div>
              </div>
            </figure>
          ))}
        </CardGrid>
      </div>
    </section>
  );
}
