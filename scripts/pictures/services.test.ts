/** @jest-environment node */
import { getService, services } from "@/content/services";
import type { Service } from "@/content/types";
import { servicesByCategory } from "@/content/catalogue-links";
import { serviceArt, serviceScreen } from "@/content/service-art";

import { drawService, wrap } from "./services";

const service = (id: string): Service => {
  const found = getService(id);
  if (!found) throw new Error(`no service ${id}`);
  return found;
};

/** A service an editor might add: a kiosk service shown on a website, with its own case study. */
const added: Service = {
  ...service("website"),
  id: "kiosk-software",
  name: "Kiosk Software",
  art: { scene: "responsive", hue: 8 },
  caseStudies: [
    {
      title: "Self-order kiosks for a Rajkot restaurant chain",
      description: "Queues at the counter were long at lunch.",
      results: ["Average wait at lunch down from 9 minutes to 4", "Kiosks in 11 outlets"],
    },
    service("website").caseStudies[1]!,
  ],
};

describe("the screen a service's work is shown on", () => {
  it("is chosen from the service's content: an app on a phone, a site in a browser...", () => {
    expect(serviceScreen(service("android"))).toBe("phone");
    expect(serviceScreen(service("ios"))).toBe("phone");
    expect(serviceScreen(service("cross-platform"))).toBe("twin-phones");
    expect(serviceScreen(service("website"))).toBe("browser");
    expect(serviceScreen(service("ecommerce"))).toBe("store");
    expect(serviceScreen(service("ai-&-machine-learning"))).toBe("notebook");
    expect(serviceScreen(service("cloud-solutions"))).toBe("pipeline");
    expect(serviceScreen(service("enterprise-software"))).toBe("modules");
    expect(serviceScreen(service("cybersecurity"))).toBe("report");
  });

  it("changes when an editor picks another scene", () => {
    expect(serviceScreen({ ...service("website"), art: { scene: "devices", hue: 0 } })).toBe(
      "phone",
    );
  });
});

describe("a service's picture", () => {
  it("shows the service's own case study and result, on its own kind of screen", async () => {
    const android = await drawService(service("android"));
    const website = await drawService(service("website"));
    expect(android).toContain("Field agent app for");
    expect(android).toContain("Offline collections for");
    expect(website).toContain("Corporate website for an");
    // A phone's camera notch is drawn on the phone screens only.
    const notch = /<rect [^>]*width="88" height="22"/;
    expect(android).toMatch(notch);
    expect(website).not.toMatch(notch);
  });

  it("is drawn for a service added to the data, from its own content", async () => {
    const svg = await drawService(added);
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="800"/);
    expect(svg).toContain("Self-order kiosks for a Rajkot");
    expect(svg).toContain("Average wait at lunch");
    expect(serviceArt(added)).toMatchObject({
      src: "/images/services/kiosk-software.svg",
      width: 1200,
      height: 800,
    });
    expect(serviceArt(added).alt).toContain("Kiosk Software");
  });

  it("differs from every other service's picture", async () => {
    const pictures = await Promise.all(services.map(drawService));
    expect(new Set(pictures).size).toBe(services.length);
  });

  it("of each app service is composed its own way, not one phone in new words", async () => {
    // The frames a picture is built of (phones, tablets, cards: each shape's size), whatever its
    // words and colours. The app services stand side by side on /services.
    const frames = (svg: string) =>
      [...svg.matchAll(/<rect [^>]*width="(\d+)" height="(\d+)" rx="(\d+)"/g)]
        .filter(([, w, h]) => Number(w) >= 200 && Number(h) >= 200)
        .map(([, w, h, rx]) => `${w}x${h}r${rx}`)
        .join(" ");
    const apps = services.filter((each) => serviceScreen(each) === "phone");
    expect(apps.length).toBeGreaterThan(3);
    const compositions = await Promise.all(
      apps.map(async (each) => frames(await drawService(each))),
    );
    expect(new Set(compositions).size).toBe(apps.length);
  });
});

describe("the pictures of one service area", () => {
  it("are each on a screen of their own kind, as they stand side by side on /services", () => {
    // Cloud migration and enterprise software were both a dark card of four done steps. The app
    // services share the phone, each composed its own way (the test above).
    for (const { category, services: members } of servicesByCategory()) {
      const kinds = members.map(serviceScreen).filter((kind) => kind !== "phone");
      expect({ [category.id]: kinds.length }).toEqual({ [category.id]: new Set(kinds).size });
    }
  });

  it("show an enterprise system as its modules, results and the systems it runs on", async () => {
    const software = service("enterprise-software");
    const svg = await drawService(software);
    expect(svg).toContain("Single sign-on");
    expect(svg).toContain("Monthly payroll run");
    for (const name of software.techStack.slice(0, 6)) expect(svg).toContain(`>${name}<`);
    expect(svg).not.toContain("#05060f");
  });
});

describe("a security report's picture", () => {
  it("ends in the tools it was tested with, not grey lines standing for text", async () => {
    const security = service("cybersecurity");
    const svg = await drawService(security);
    for (const name of security.techStack.slice(0, 4)) expect(svg).toContain(`>${name}<`);
    // The skeleton lines: 12 px bars in the rule colour.
    expect(svg).not.toMatch(/<rect [^>]*height="12" rx="6" fill="#e2e1dc"/);
  });
});

describe("wrap", () => {
  it("breaks at words", () => {
    expect(wrap("Offline collections for 1,400 field agents", 20)).toEqual([
      "Offline collections",
      "for 1,400 field",
      "agents",
    ]);
  });

  it("shortens a text too long for its place to a phrase of its own, with no ellipsis", () => {
    const title = "Inventory and dispatch ERP for a Pune logistics company";
    expect(wrap(title, 34, 1)).toEqual(["Inventory and dispatch ERP"]);
    expect(wrap("Catalogue build for FreshCart, a Dubai grocery chain", 32, 1)).toEqual([
      "Catalogue build for FreshCart",
    ]);
    expect(wrap("SAP, Oracle and Tally integrations", 20, 1)).toEqual(["SAP, Oracle"]);
    expect(wrap(title, 20, 2)).toEqual(["Inventory and", "dispatch ERP"]);
    expect(wrap("The fixed costs you pay even with no users", 40, 1)).toEqual([
      "The fixed costs you pay",
    ]);
  });

  it("keeps the words that fit when no phrase does, never ending on a joining word", () => {
    expect(wrap("OCR-assisted document digitisation at scale", 22, 1)).toEqual([
      "OCR-assisted document",
    ]);
    expect(wrap("one two three four five six", 9, 2)).toEqual(["one two", "three"]);
  });
});

describe("a pipeline's console of results", () => {
  /** The console's box: the one rectangle in the console's near-black. */
  const consoleBox = (svg: string) => {
    const [, y, height] =
      svg.match(/<rect x="140" y="(\d+)" width="920" height="(\d+)"[^>]*#05060f/) ?? [];
    return { top: Number(y), height: Number(height) };
  };

  it("is as tall as its lines and stands centred under the stages, whatever their count", async () => {
    // At a fixed height, a case study of two results left the console's lower half empty.
    const base = service("cloud-solutions");
    const withResults = (count: number): Service => ({
      ...base,
      caseStudies: [
        {
          ...base.caseStudies[0]!,
          results: [
            "Hosting costs down 28%",
            "No downtime in exam weeks",
            "Deploys in 10 minutes",
          ].slice(0, count),
        },
        ...base.caseStudies.slice(1),
      ],
    });
    const two = consoleBox(await drawService(withResults(2)));
    const three = consoleBox(await drawService(withResults(3)));
    expect(three.height - two.height).toBe(74);
    expect(two.top + two.height / 2).toBeCloseTo(three.top + three.height / 2, 0);
  });
});

describe("two services on a browser", () => {
  it("draw different work: a web application's picture shows its code beside the page, a website's the page alone", async () => {
    const webApp = await drawService(service("web-development"));
    const site = await drawService(service("website"));
    // The editor names the service's own stack in its first line; the website has no editor.
    const [first, second, third] = service("web-development").techStack;
    expect(webApp).toContain(`// ${first}, ${second}, ${third}`.slice(0, 32));
    expect(webApp).toContain("route.ts");
    expect(site).not.toContain("route.ts");
    // Both pages' buttons say what they do, never an empty bar.
    for (const svg of [webApp, site]) expect(svg).toContain(">Get started<");
  });
});

describe("a web application's picture", () => {
  it("lays its editor over the page's feature cards whole or not at all, so no card's words show cut", async () => {
    const svg = await drawService(service("web-development"));
    const rects = [
      ...svg.matchAll(
        /<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)" rx="[\d.]+" fill="([^"]+)"/g,
      ),
    ].map(([, x, y, width, height, fill]) => ({
      left: Number(x),
      top: Number(y),
      right: Number(x) + Number(width),
      bottom: Number(y) + Number(height),
      fill,
    }));
    // The editor: the one ink panel; the cards: the page's three paper tiles under its banner.
    const [editor, ...others] = rects.filter((box) => box.fill === "#0b0d1d");
    expect(editor).toBeDefined();
    expect(others).toEqual([]);
    const cards = rects.filter((box) => box.fill === "#f7f6f2" && box.bottom - box.top === 170);
    expect(cards).toHaveLength(3);
    const under = (card: (typeof cards)[number]) =>
      card.left >= editor!.left && card.right <= editor!.right && card.bottom <= editor!.bottom;
    const clear = (card: (typeof cards)[number]) =>
      card.left >= editor!.right || card.top >= editor!.bottom;
    expect(cards.map((card) => under(card) || clear(card))).toEqual([true, true, true]);
    // One card is behind the editor, the rest in view beside it.
    expect(cards.filter(under)).toHaveLength(1);
  });
});
