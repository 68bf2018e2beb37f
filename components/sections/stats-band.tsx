import { cn } from "@/lib/cn";
import { Figure } from "@/components/ui/figure";

interface StatsBandProps {
  /** Each figure, its label, and optionally a sentence saying what it measures. */
  stats: readonly { value: string; label: string; detail?: string }[];
  label: string;
  /**
   * "ink" by default; "paper" where an ink band would make three heavy bands in a row (the
   * portfolio's figures, right before its indigo call to action and the ink footer).
   */
  tone?: "ink" | "paper";
}

// Whole rows at every width: two or three figures in one row, four in two rows of two, then one.
const columns: Record<number, string> = {
  2: "grid-cols-2",
  3: "grid-cols-3",
  4: "grid-cols-2 lg:grid-cols-4",
};

// With a sentence under each figure: one column on phones, where two would leave it a few words a line.
const explainedColumns: Record<number, string> = {
  2: "sm:grid-cols-2",
  3: "md:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
};

/** A page's one band of headline figures: the display face, figures of one width. */
export function StatsBand({ stats, label, tone = "ink" }: StatsBandProps) {
  const explained = stats.some((stat) => stat.detail);
  const ink = tone === "ink";
  return (
    <section
      aria-label={label}
      className={cn(
        "py-14 lg:py-20",
        ink ? "bg-ink text-white" : "border-y border-slate-200 bg-paper text-slate-900",
      )}
    >
      <dl
        className={cn(
          "container-page grid gap-x-3 gap-y-10 sm:gap-x-8",
          explained
            ? (explainedColumns[stats.length] ?? "sm:grid-cols-2 lg:grid-cols-4")
            : (columns[stats.length] ?? "grid-cols-2 lg:grid-cols-4"),
        )}
      >
        {stats.map((stat) => (
          <Figure
            key={stat.label}
            label={stat.label}
            value={stat.value}
            size="xl"
            tone={ink ? "dark" : "light"}
          >
            {stat.detail && (
              <dd
                className={cn(
                  "order-last mt-3 max-w-sm text-sm leading-relaxed",
                  ink ? "text-slate-400" : "text-slate-600",
                )}
              >
                {stat.detail}
              </dd>
            )}
          </Figure>
        ))}
      </dl>
    </section>
  );
}
