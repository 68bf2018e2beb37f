import Link from "next/link";

import type { LegalDocument } from "@/content/types";
import { site } from "@/content/site";
import { common } from "@/content/sections";
import { legalLinks } from "@/content/navigation";
import { ContactDetails } from "@/components/contact/contact-details";
import { cardClass } from "@/components/ui/card";
import { PageHero } from "@/components/sections/page-hero";
import { Markdown } from "@/components/ui/markdown";
import { PrintButton } from "@/components/ui/print-button";

interface LegalDocumentViewProps {
  document: LegalDocument;
  /** The page's own path, so its side column links only to the other legal page. */
  href: string;
  /** Whom the document itself asks a reader to write to with questions. */
  email: string;
}

const text = common.legal;

export function LegalDocumentView({ document, href, email }: LegalDocumentViewProps) {
  return (
    <>
      {/* The paper band every page of words opens with: a page without it read as another site. */}
      <PageHero tone="paper" compact eyebrow={text.eyebrow} title={document.title}>
        <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
          <p className="text-sm text-(--band-muted)">
            {text.lastUpdated} <time dateTime={site.legalUpdatedIso}>{document.lastUpdated}</time>
          </p>
          <PrintButton label={text.print} />
        </div>
      </PageHero>
      <article aria-label={document.title} className="container-page py-12 lg:py-16">
        {/* Contents, the text at its measure, and from 1280 px a third column of whom to ask (below
          that, under the text): with two, the text's measure left the page's right third empty. */}
        <div className="grid gap-12 lg:grid-cols-[16rem_1fr] xl:grid-cols-[16rem_35rem_1fr]">
          <nav
            aria-labelledby="toc-heading"
            className="print-hidden lg:sticky lg:top-24 lg:self-start"
          >
            <h2
              id="toc-heading"
              className="text-sm font-semibold tracking-wide text-slate-900 uppercase"
            >
              {text.contents}
            </h2>
            <ol className="mt-3 grid text-sm">
              {document.sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex min-h-11 items-center gap-2 rounded-lg px-2 py-1.5 text-slate-600 hover:bg-brand-50 hover:text-brand-700"
                  >
                    <span className="w-6 shrink-0 text-right text-slate-500 tabular-nums">
                      {index + 1}.
                    </span>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {/* About 80 characters a line at every width (48rem ran to 110 at 768 px). */}
          <div className="max-w-[35rem]">
            <p className="text-lg text-slate-700">{document.intro}</p>
            {document.sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                className="mt-10 scroll-mt-24 break-inside-avoid-page"
              >
                <h2 className="text-2xl font-bold">
                  {index + 1}. {section.title}
                </h2>
                <Markdown source={section.body} paragraphClassName="mt-4" />
              </section>
            ))}
          </div>
          <aside
            aria-labelledby="questions-heading"
            className={`${cardClass} print-hidden self-start p-6 lg:col-start-2 lg:max-w-[35rem] xl:sticky xl:top-24 xl:col-start-3 xl:row-start-1`}
          >
            <h2 id="questions-heading" className="text-lg font-bold">
              {text.questions}
            </h2>
            <p className="mt-1 text-sm">{site.legalName}</p>
            <div className="mt-6">
              <ContactDetails email={email} />
            </div>
            <h2 className="mt-8 border-t border-slate-200 pt-6 caps-label">
              {text.otherDocuments}
            </h2>
            <ul className="mt-2">
              {legalLinks
                .filter((link) => link.href !== href)
                .map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
            </ul>
          </aside>
        </div>
      </article>
    </>
  );
}
