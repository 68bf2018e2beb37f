import type { Testimonial } from "@/content/schema/testimonials";
import { getProject } from "@/content/portfolio";
import { testimonials } from "@/content/testimonials";
import { common, type SectionText } from "@/content/sections";
import { cardClass } from "@/components/ui/card";
import { CardGrid } from "@/components/ui/card-grid";
import { Picture } from "@/components/ui/picture";
import { Section } from "@/components/sections/section";
import { cn } from "@/lib/cn";

interface TestimonialsSectionProps {
  /** The section's heading; the site-wide one by default. */
  text?: SectionText;
  id?: string;
  /** Its ground: the tint, unless the section before it is on the tint or dark (the portfolio's). */
  tone?: "plain" | "quiet";
}

/**
 * The client's company over their words: their logo (uploaded or drawn, content/portfolio.ts) when
 * the quote names its project, white on ink. A quote that names none has the company's name set as
 * a name line instead: its first word heavy, the rest light ("SpiceTrail Exports").
 */
function CompanyName({ testimonial, dark = false }: { testimonial: Testimonial; dark?: boolean }) {
  const logo = testimonial.project && getProject(testimonial.project)?.logo;
  if (logo)
    return (
      <Picture
        picture={{ ...logo, alt: testimonial.company }}
        clear
        className={cn(
          "h-auto w-full object-contain object-left",
          dark ? "max-w-64 brightness-0 invert" : "max-w-56",
        )}
      />
    );
  const [first, ...rest] = testimonial.company.split(" ");
  return (
    <p
      className={cn(
        "font-display leading-tight tracking-tight text-balance",
        dark ? "text-2xl text-white lg:text-3xl" : "text-xl text-slate-900",
      )}
    >
      <span className="font-extrabold">{first}</span>
      {rest.length > 0 && (
        <span className={cn("font-medium", dark ? "text-slate-300" : "text-slate-500")}>
          {" "}
          {rest.join(" ")}
        </span>
      )}
    </p>
  );
}

/**
 * Who said it: name, and role at the company, beside their photo when one was uploaded. Without
 * one, the name stands alone: a drawing in a client's place read as invented.
 */
function Author({ testimonial, dark = false }: { testimonial: Testimonial; dark?: boolean }) {
  return (
    <div className="flex items-center gap-4">
      {testimonial.avatar && (
        <Picture
          picture={testimonial.avatar}
          className={cn(
            "size-14 shrink-0 rounded-full object-cover ring-2",
            dark ? "ring-white/20" : "ring-white",
          )}
        />
      )}
      <div>
        <p className={cn("font-semibold", dark ? "text-white" : "text-slate-900")}>
          {testimonial.author}
        </p>
        <p className={cn("text-sm", dark ? "text-slate-300" : "text-slate-600")}>
          {testimonial.role}, {testimonial.company}
        </p>
      </div>
    </div>
  );
}

/**
 * One client's words featured large on ink: on wide screens, the company and the person in a narrow
 * column, the quote beside them.
 */
export function FeaturedTestimonial({
  testimonial,
  className,
}: {
  testimonial: Testimonial;
  className?: string;
}) {
  return (
    <figure
      className={cn(
        "on-dark grid gap-8 rounded-3xl bg-ink p-8 sm:p-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-x-16 lg:p-14",
        className,
      )}
    >
      <CompanyName testimonial={testimonial} dark />
      <blockquote className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
        {/* Pretty, not balanced: balanced, its five lines all stopped at 60 % of the column. */}
        <p className="font-display text-xl leading-snug font-medium text-pretty text-white sm:text-2xl lg:text-[1.75rem]">
          “{testimonial.quote}”
        </p>
      </blockquote>
      <div className="lg:col-start-1 lg:row-start-2 lg:self-end">
        <Author testimonial={testimonial} dark />
      </div>
    </figure>
  );
}

/**
 * The clients' words: the first quote featured large on ink across the row, the others as cards of
 * one height side by side, each opening with the client's company and closing with the person.
 */
export function TestimonialsSection({
  text = common.testimonials,
  id,
  tone = "quiet",
}: TestimonialsSectionProps) {
  const [featured, ...others] = testimonials;
  return (
    <Section id={id} tone={tone} heading={text}>
      {featured && <FeaturedTestimonial testimonial={featured} className="mt-12" />}
      <CardGrid rows={3} max={2} className="mt-6">
        {others.map((testimonial) => (
          // Each card spans three rows of the list's grid (company, quote, person), so the rows
          // of cards side by side line up whatever the length of the quotes or job titles.
          <figure
            key={testimonial.author}
            className={`${cardClass} row-span-3 grid grid-rows-subgrid gap-y-0 p-8 lg:p-10`}
          >
            <CompanyName testimonial={testimonial} />
            <blockquote className="mt-5 text-lg text-slate-700">
              <p>“{testimonial.quote}”</p>
            </blockquote>
            <div className="mt-8 border-t border-slate-200 pt-6">
              <Author testimonial={testimonial} />
            </div>
          </figure>
        ))}
      </CardGrid>
    </Section>
  );
}
