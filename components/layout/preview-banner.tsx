import { previewBannerText as text } from "@/content/sections";

/** Tells whoever looks at a preview deploy which build it is; production builds never render it. */
export function PreviewBanner() {
  const commit = process.env.NEXT_PUBLIC_BUILD_COMMIT ?? text.unknownCommit;
  const builtAt = process.env.NEXT_PUBLIC_BUILD_TIME ?? "";
  const builtLabel = builtAt ? `${builtAt.slice(0, 16).replace("T", " ")} UTC` : text.unknownTime;
  return (
    <div
      role="note"
      aria-label={text.label}
      data-preview-banner=""
      className="print-hidden bg-slate-900 px-4 py-1.5 text-center text-xs text-slate-200"
    >
      <strong className="mr-2 rounded-full bg-amber-400 px-2 py-0.5 font-semibold text-slate-950">
        {text.badge}
      </strong>
      {text.commit} <code className="font-mono">{commit}</code>, {text.built}{" "}
      <time dateTime={builtAt}>{builtLabel}</time>.
      <span className="hidden sm:inline"> {text.note}</span>
    </div>
  );
}
