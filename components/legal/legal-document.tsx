import type { LegalDocument } from "@/content/types";
import { site } from "@/content/site";
import { common } from "@/content/sections";
import { Markdown } from "@/components/ui/markdown";
import { PrintButton } from "@/components/ui/print-button";

interface LegalDocumentViewProps {
  document: LegalDocument;
}

const text = common.legal;

export function LegalDocumentView({ document }: LegalDocumentViewProps) {
  return (
    <article className="container-page py-12 lg:py-16">
      <header className="flex flex-col items-start gap-6 border-b border-slate-200 pb-8 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-4xl font-bold sm:text-5xl">{document.title}</h1>
          <p className="mt-3 text-sm text-slate-600">
            {text.lastUpdated} <time dateTime={site.legalUpdatedIso}>{document.lastUpdated}</time>
          </p>
        </div>
        <PrintButton label={text.print} />
      </header>
      <div className="mt-10 grid gap-12 lg:grid-cols-[16rem_1fr]">
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
      </div>
    </article>
  );
}
