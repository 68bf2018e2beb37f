import type { Metadata } from "next";
import Link from "next/link";

import { ButtonLink, buttonClasses } from "@/components/ui/button-link";
import { isPreview } from "@/lib/seo";

import { GoBackButton } from "./go-back-button";
import { SiteSearch } from "./site-search";

export const notFoundMetadata: Metadata = {
  title: "Page Not Found",
  description:
    "This page does not exist or has moved. Search the site or start from our services, portfolio, products or contact page.",
  robots: { index: false, follow: !isPreview() },
};

const popularPages = [
  { label: "Services", href: "/services" },
  { label: "Portfolio", href: "/portfolio" },
  { label: "About Us", href: "/about" },
  { label: "Products", href: "/products" },
  { label: "Contact", href: "/contact" },
];

export function NotFoundView() {
  return (
    <section className="container-page py-16 text-center lg:py-24">
      <p
        aria-hidden="true"
        className="bg-gradient-to-br from-brand-700 to-violet bg-clip-text text-8xl font-extrabold text-transparent sm:text-9xl"
      >
        404
      </p>
      <h1 className="mt-4 text-4xl font-bold sm:text-5xl">Page Not Found</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg">
        The page you&apos;re looking for doesn&apos;t exist or has been moved. Let&apos;s get you
        back on track!
      </p>
      <div className="mt-8">
        <SiteSearch />
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href="/">Back to Home</ButtonLink>
        <ButtonLink href="/contact" variant="outline">
          Contact Support
        </ButtonLink>
        <GoBackButton className={buttonClasses("ghost")} />
      </div>
      <nav aria-labelledby="popular-pages" className="mt-12">
        <h2 id="popular-pages" className="text-lg font-semibold">
          Popular Pages
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-3">
          {popularPages.map((page) => (
            <li key={page.href}>
              <Link
                href={page.href}
                className="inline-flex min-h-11 items-center rounded-full border border-slate-200 px-4 text-sm font-medium text-slate-700 hover:border-brand-700 hover:text-brand-700"
              >
                {page.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
