/** The furniture every card shares: rounded, hairline border, a shadow that deepens on hover. */
export const cardClass =
  "rounded-2xl border border-slate-200 bg-white shadow-sm shadow-slate-900/5 transition duration-200";

export const cardHoverClass =
  "hover:-translate-y-0.5 hover:shadow-lg hover:shadow-slate-900/10 focus-within:shadow-lg motion-reduce:hover:translate-y-0";
