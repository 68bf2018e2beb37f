import type { Statistic } from "@/content/types";
import { Icon } from "@/components/ui/icon";

interface StatsBandProps {
  stats: readonly Statistic[];
  label: string;
}

export function StatsBand({ stats, label }: StatsBandProps) {
  return (
    <section
      aria-label={label}
      className="bg-gradient-to-r from-brand-800 to-violet py-14 text-white"
    >
      <dl className="container-page grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col items-center">
            <dt className="order-last mt-1 text-sm text-brand-50">{stat.label}</dt>
            <dd className="flex flex-col items-center text-4xl font-extrabold tabular-nums">
              <Icon name={stat.icon} className="mb-3 size-7 text-brand-100" />
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
