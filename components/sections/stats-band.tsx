import type { Statistic } from "@/content/types";
import { Icon } from "@/components/ui/icon";

interface StatsBandProps {
  stats: Statistic[];
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
            <Icon name={stat.icon} className="size-7 text-brand-100" />
            <dt className="order-last mt-1 text-sm text-brand-50">{stat.label}</dt>
            <dd className="mt-3 text-4xl font-extrabold tabular-nums">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
