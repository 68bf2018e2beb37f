import { layoutText, navigation, quoteLink } from "@/content/navigation";
import { siteSearchText } from "@/content/widgets";
import { buttonClasses } from "@/components/ui/button-link";
import { WholeMarker } from "@/components/ui/whole-marker";

import { DesktopNav } from "./desktop-nav";
import { IntentLink } from "./intent-link";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { SearchButton } from "./search-button";

export function Header() {
  return (
    <header className="print-hidden sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur-md">
      <a
        href="#main"
        className="sr-only rounded-full bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:absolute focus:top-3 focus:left-4 focus:z-50"
      >
        {layoutText.skipLink}
      </a>
      {/* The eight top items with their 44px menu toggles need about 1150px on one line, so the
          full nav shows from 1280px (xl); narrower windows use the menu button, with GET A QUOTE
          beside it from 640px. The nav fills the space after the logo and starts at its left edge. */}
      {/* From 1280px the row is full, to the pixel: the menu's even 28 px gaps and the 34 px
          between the logo and HOME are paid for by labels without extra letter spacing, no gap
          before GET A QUOTE and its 12 px side padding. */}
      {/* Nothing in the row is painted until its HTML has all arrived (WholeMarker): the menus'
          markup makes the header long enough to arrive in pieces, and the controls end the row,
          so one arriving after another would push it aside. The page's content comes after the
          header, so this holds back nothing else. */}
      <div className="paint-when-whole container-page flex h-18 items-center justify-between gap-4 xl:gap-0">
        <Logo />
        <DesktopNav items={navigation} text={layoutText.desktopNav} />
        <div className="flex items-center gap-2 xl:gap-0">
          <SearchButton label={siteSearchText.label} />
          <IntentLink
            href={quoteLink.href}
            className={buttonClasses("accent", "whitespace-nowrap max-sm:hidden xl:px-3")}
          >
            {quoteLink.label}
          </IntentLink>
          <MobileMenu items={navigation} quote={quoteLink} text={layoutText.mobileNav} />
        </div>
        <WholeMarker />
      </div>
    </header>
  );
}
