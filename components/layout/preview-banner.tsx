/** Tells whoever looks at a preview deploy which build it is; production builds never render it. */
export function PreviewBanner() {
  const commit = process.env.NEXT_PUBLIC_BUILD_COMMIT ?? "unknown";
  const builtAt = process.env.NEXT_PUBLIC_BUILD_TIME ?? "";
  const builtLabel = builtAt ? `${builtAt.slice(0, 16).replace("T", " ")} UTC` : "unknown time";
  return (
    <div
      role="note"
      aria-label="Preview build"
      data-preview-banner=""
      className="print-hidden bg-slate-900 px-4 py-1.5 text-center text-xs text-slate-200"
    >
      <strong className="mr-2 rounded-full bg-amber-400 px-2 py-0.5 font-semibold text-slate-950">
        Preview
      </strong>
      Commit <code className="font-mono">{commit}</code>, built{" "}
      <time dateTime={builtAt}>{builtLabel}</time>.
      <span className="hidden sm:inline"> Not indexed; forms send real messages.</span>
    </div>
  );
}
