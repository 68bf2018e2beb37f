// The event a page sends once React has made it live (components/layout/hydration-mark.tsx), on
// which the input held since the first paint is handed over (lib/inline/early-input.js). A module of its
// own, so that the page's bundle carries the name and not the holder.
export const LIVE_EVENT = "dunga:live";
