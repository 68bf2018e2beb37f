import { expect, test, type Page } from "./fixtures";
import { HOME_SERVICE_HREFS } from "./site-pages";

import { products } from "../content/products";
import { services } from "../content/services";
import { developersAvailable } from "../content/site";
import {
  groupProjects,
  projectsBuiltWith,
  relatedProducts,
  shippedProject,
} from "../content/catalogue-links";
import { productDetailText, productsText, technologyDetailText } from "../content/sections";
import { wordmarkOf } from "../content/portfolio";
import { getTechnology } from "../content/technologies";
import { hireRoles } from "../content/hire";
import { practiceLead } from "../content/team";

/** The products whose title or description contains the text, ignoring case (docs/content.md). */
const matching = (text: string) =>
  products.filter((product) =>
    `${product.title}\n${product.description}`.toLowerCase().includes(text.toLowerCase()),
  );

// The products flagged New and Hot in content/, in the catalogue's order.
const newIds = products.filter((product) => product.isNew).map((product) => product.id);
const hotIds = products.filter((product) => product.isHot).map((product) => product.id);

const productGrid = (page: Page) => page.getByRole("list", { name: "Products" });
const visibleCards = (page: Page) => productGrid(page).locator("> li:visible");
const visibleIds = (page: Page) =>
  visibleCards(page)
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")?.split("/").pop()));

// Every generated page answers 200 with one h1 and its canonical address in the crawl
// (e2e/crawl.spec.ts); an id that is not in content/ has no page.
test("an unknown service, product or technology answers 404 with the not-found page", async ({
  page,
}) => {
  for (const path of ["/services/unknown-id", "/products/unknown-id", "/technologies/cobol"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
  }
});

test.describe("services", () => {
  test("/services groups every service under its category", async ({ page }) => {
    await page.goto("/services");
    const headings = page.locator("main h2");
    await expect(headings.first()).toHaveText("Digital Solutions");
    for (const name of ["Web Development", "Mobile Development", "Service Areas"]) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    for (const service of services) {
      const card = page.locator(`main a[href="/services/${service.id}"]`);
      await expect(card).toHaveCount(1);
    }
    await expect(page.getByRole("link", { name: "Get a Quote" }).last()).toHaveAttribute(
      "href",
      "/quote",
    );
    await expect(page.getByRole("link", { name: "Contact Us" }).last()).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("/services/android shows its sections in order", async ({ page }) => {
    await page.goto("/services/android");
    const headings = await page.locator("main h2").allTextContents();
    expect(headings.slice(0, 6)).toEqual([
      "Overview",
      "Key Features",
      "Benefits",
      "Technology Stack",
      "Case Studies",
      "Other Services",
    ]);
    await expect(
      page
        .getByRole("list", { name: "Android App Development technologies" })
        .getByRole("listitem"),
    ).toHaveCount(services.find((service) => service.id === "android")!.techStack.length);
    await expect(page.locator("#case-studies h3")).toHaveCount(
      services.find((service) => service.id === "android")!.caseStudies.length,
    );
    await expect(page.getByRole("link", { name: "Get in Touch" })).toHaveAttribute(
      "href",
      "/#CONTACT",
    );
  });

  test("other services: at most three, the same category first", async ({ page }) => {
    for (const id of ["android", "ui-ux", "cybersecurity"]) {
      await page.goto(`/services/${id}`);
      const service = services.find((candidate) => candidate.id === id)!;
      const hrefs = await page
        .locator("#other-services a")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.length).toBeLessThanOrEqual(3);
      const related = hrefs.map((href) => services.find((s) => `/services/${s.id}` === href)!);
      expect(related.map((s) => s.id)).not.toContain(id);
      const categories = related.map((s) => s.categoryId === service.categoryId);
      // Once a service of another category appears, no same-category one may follow.
      expect(categories).toEqual([...categories].sort((a, b) => Number(b) - Number(a)));
      const sameCategoryCount = services.filter(
        (s) => s.categoryId === service.categoryId && s.id !== id,
      ).length;
      expect(categories.filter(Boolean)).toHaveLength(Math.min(3, sameCategoryCount));
    }
  });

  test("'Get in Touch' lands on the home contact form", async ({ page }) => {
    await page.goto("/services/ios");
    await page.getByRole("link", { name: "Get in Touch" }).click();
    await expect(page).toHaveURL(/\/#CONTACT$/);
    await expect(page.locator("#CONTACT")).toBeInViewport();
  });

  test("the home service cards land on real service pages", async ({ page, request }) => {
    await page.goto("/");
    for (const href of HOME_SERVICE_HREFS) {
      await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }

    await page.locator('main a[href="/services/ai-&-machine-learning"]').click();
    await expect(page).toHaveURL(/\/services\/ai-(&|%26)-machine-learning$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI & Machine Learning");
    await expect(page.getByRole("heading", { level: 2, name: "Overview" })).toBeVisible();
  });
});

test.describe("technologies", () => {
  test("/technologies has the five groups and a card per technology", async ({ page }) => {
    await page.goto("/technologies");
    await expect(page.locator("main section h2").first()).toHaveText("Frontend");
    for (const group of ["Frontend", "Backend", "Cross-Platform", "Database", "Cloud & DevOps"]) {
      await expect(page.getByRole("heading", { level: 2, name: group, exact: true })).toBeVisible();
    }
    const react = page.locator("#react");
    await expect(react.getByRole("link")).toHaveAttribute("href", "/technologies/react");
    await expect(react.locator("img")).toHaveAttribute("src", "/icons/tech/react.svg");
  });

  test("a menu anchor such as /technologies#kubernetes scrolls to its card", async ({ page }) => {
    await page.goto("/technologies#kubernetes");
    await expect(page.locator("#kubernetes")).toBeInViewport();
    await expect(page.locator("#kubernetes")).toContainText("Kubernetes");
  });

  test("each group on /technologies shows a client project built with it, which opens", async ({
    page,
  }) => {
    await page.goto("/technologies");
    const shown = [...groupProjects()];
    expect(shown.length).toBeGreaterThan(1);
    for (const [group, { project }] of shown) {
      const section = page.getByRole("region", { name: group, exact: true });
      await expect(section.getByRole("heading", { name: project.title })).toBeVisible();
    }
    const [group, { project }] = shown[1]!;
    await page
      .getByRole("region", { name: group, exact: true })
      .getByRole("link", { name: new RegExp(project.title) })
      .click();
    await expect(page).toHaveURL(project.projectLink);
  });

  test("a technology page shows the client projects built with it, and one no project uses none", async ({
    page,
  }) => {
    const react = getTechnology("react")!;
    await page.goto("/technologies/react");
    const section = page.getByRole("region", {
      name: technologyDetailText.projects("React").title,
    });
    for (const project of projectsBuiltWith(react).slice(0, 3))
      await expect(section.getByRole("heading", { name: project.title })).toBeVisible();
    await page.goto("/technologies/kotlin");
    expect(projectsBuiltWith(getTechnology("kotlin")!)).toEqual([]);
    await expect(page.locator("#projects")).toHaveCount(0);
  });

  test("a technology page lists its use cases and the services using it", async ({ page }) => {
    await page.goto("/technologies/kotlin");
    await expect(
      page.getByRole("heading", { level: 2, name: "What We Build with Kotlin" }),
    ).toBeVisible();
    await expect(page.locator('#services a[href="/services/android"]')).toBeVisible();
    await expect(page.getByRole("link", { name: "Get a Quote" }).first()).toHaveAttribute(
      "href",
      "/quote",
    );
  });
});

test.describe("products", () => {
  test("lists every product in the prerendered HTML", async ({ request }) => {
    const html = await (await request.get("/products")).text();
    for (const product of products) expect(html).toContain(`href="/products/${product.id}"`);
    expect(html).toContain('placeholder="Search products..."');
  });

  test("the cards show their badges, whole descriptions and 'Learn more'", async ({ page }) => {
    await page.goto("/products");
    await expect(visibleCards(page)).toHaveCount(products.length);
    const food = productGrid(page).locator('a[href="/products/food-delivery"]');
    await expect(food).toHaveAccessibleName(/Food Delivery App/);
    await expect(food.getByText("Hot", { exact: true })).toBeVisible();
    // On a phone a tile is its picture and one row ending in an arrow; from 640 px it says
    // "Learn more" under the whole description.
    const wide = (page.viewportSize()?.width ?? 0) >= 640;
    await expect(food.getByText("Learn more")).toBeVisible({ visible: wide });
    if (wide) {
      // A description ends with its sentence: nothing of it is clipped or cut to an ellipsis.
      const cut = await productGrid(page)
        .locator("a p")
        .evaluateAll((descriptions) =>
          descriptions.map(
            (p) =>
              p.scrollHeight > p.clientHeight + 1 ||
              getComputedStyle(p).textOverflow === "ellipsis" ||
              getComputedStyle(p).webkitLineClamp !== "none",
          ),
        );
      expect(cut.length).toBeGreaterThanOrEqual(products.length);
      expect(cut.filter(Boolean)).toEqual([]);
    }
    await expect(page.getByRole("link", { name: "Get a Custom Quote" })).toHaveAttribute(
      "href",
      "/quote",
    );
    await expect(page.getByRole("heading", { name: "Need a Custom Solution?" })).toBeVisible();
  });

  test("search matches titles and descriptions, ignoring case", async ({ page }) => {
    await page.goto("/products");
    const box = page.getByRole("searchbox", { name: "Search products" });
    for (const text of ["TAXI", "riders", "app", "Booking"]) {
      await box.fill(text);
      const expected = matching(text).map((product) => product.id);
      expect(expected.length).toBeGreaterThan(0);
      await expect(visibleCards(page)).toHaveCount(expected.length);
      expect(await visibleIds(page)).toEqual(expected);
      await expect(page.getByRole("status")).toHaveText(
        `Showing ${expected.length} of ${products.length} products`,
      );
    }
    expect(matching("riders").some((product) => !/riders/i.test(product.title))).toBe(true);
  });

  test("New and Hot filters keep only flagged products", async ({ page }) => {
    await page.goto("/products");
    const all = page.getByRole("radio", { name: "All", exact: true });
    const fresh = page.getByRole("radio", { name: "New", exact: true });
    const hot = page.getByRole("radio", { name: "Hot", exact: true });
    await expect(all).toBeChecked();

    await fresh.click();
    await expect(fresh).toBeChecked();
    await expect(all).not.toBeChecked();
    await expect(visibleCards(page)).toHaveCount(newIds.length);
    expect(await visibleIds(page)).toEqual(newIds);

    await hot.click();
    await expect(visibleCards(page)).toHaveCount(hotIds.length);
    expect(await visibleIds(page)).toEqual(hotIds);

    await all.click();
    await expect(visibleCards(page)).toHaveCount(products.length);
  });

  test("an empty result says so", async ({ page }) => {
    await page.goto("/products");
    await page.getByRole("searchbox", { name: "Search products" }).fill("zzzz");
    await expect(visibleCards(page)).toHaveCount(0);
    await expect(page.getByText("No products found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filter criteria")).toBeVisible();
    await page.getByRole("button", { name: "Show all products" }).click();
    await expect(visibleCards(page)).toHaveCount(products.length);
  });

  test("the URL holds the search and filter, and the back button restores a view", async ({
    page,
  }) => {
    await page.goto("/products?q=app&filter=hot");
    const box = page.getByRole("searchbox", { name: "Search products" });
    const hotApps = matching("app").filter((product) => product.isHot);
    await expect(box).toHaveValue("app");
    await expect(page.getByRole("radio", { name: "Hot", exact: true })).toBeChecked();
    await expect(visibleCards(page)).toHaveCount(hotApps.length);

    await page.getByRole("radio", { name: "All", exact: true }).click();
    await expect(page).toHaveURL(/\/products\?q=app$/);
    await expect(visibleCards(page)).toHaveCount(matching("app").length);

    await page.goBack();
    await expect(page).toHaveURL(/\/products\?q=app&filter=hot$/);
    await expect(page.getByRole("radio", { name: "Hot", exact: true })).toBeChecked();
    await expect(visibleCards(page)).toHaveCount(hotApps.length);

    await box.fill("taxi");
    await expect(page).toHaveURL(/\/products\?q=taxi&filter=hot$/);
    await page.reload();
    await expect(box).toHaveValue("taxi");
    await expect(visibleCards(page)).toHaveCount(1);
  });

  test("a link to /products from a filtered view shows every product again", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/products?q=app&filter=hot");
    await expect(page.getByRole("status").filter({ hasText: "Showing" })).not.toContainText(
      `Showing ${products.length} of ${products.length}`,
    );
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page
        .locator("#mobile-menu")
        .getByRole("link", { name: "PRODUCTS", exact: true })
        .click();
    } else {
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "PRODUCTS", exact: true })
        .click();
    }
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole("status").filter({ hasText: "Showing" })).toContainText(
      `Showing ${products.length} of ${products.length}`,
    );
    await expect(page.getByRole("radio", { name: "All", exact: true })).toBeChecked();
    await expect(page.getByRole("searchbox")).toHaveValue("");
  });

  test("going back from a product page restores the filtered catalogue", async ({ page }) => {
    await page.goto("/products?filter=new");
    await expect(visibleCards(page)).toHaveCount(newIds.length);
    await visibleCards(page).first().getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Grocery Delivery App");
    await page.goBack();
    await expect(page).toHaveURL(/\/products\?filter=new$/);
    await expect(visibleCards(page)).toHaveCount(newIds.length);
  });

  test("the grid has one, two or three columns by width", async ({ page, isMobile }) => {
    test.skip(isMobile, "resizes the viewport itself");
    await page.goto("/products");
    for (const [width, columns] of [
      [390, 1],
      [800, 2],
      [1280, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      // The cards of the first row: those level with the first.
      const firstRow = await productGrid(page).evaluate((grid) => {
        const tops = [...grid.children]
          .filter((item) => item.checkVisibility())
          .map((item) => Math.round(item.getBoundingClientRect().top));
        return tops.filter((top) => top === tops[0]).length;
      });
      expect(firstRow, `${width}px`).toBe(columns);
    }
  });

  test("a product shipped for a client shows its case study, which opens; others show none", async ({
    page,
  }) => {
    const shipped = products.filter((product) => shippedProject(product));
    expect(shipped.length).toBeGreaterThan(0);
    const product = shipped[0]!;
    const project = shippedProject(product)!;
    await page.goto(`/products/${product.id}`);
    const section = page.getByRole("region", {
      name: productDetailText.shipped.title(project.clientName),
    });
    await expect(section.getByRole("heading", { name: project.title })).toBeVisible();
    await section.getByRole("link", { name: new RegExp(project.title) }).click();
    await expect(page).toHaveURL(project.projectLink);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);

    const other = products.find((candidate) => !shippedProject(candidate))!;
    await page.goto(`/products/${other.id}`);
    await expect(page.getByRole("heading", { level: 2, name: "What You Get" })).toBeVisible();
    await expect(page.locator("#shipped")).toHaveCount(0);
  });

  test("/products leads with the products shipped for clients, each opening its case study", async ({
    page,
  }) => {
    const shipped = products.filter((product) => shippedProject(product));
    await page.goto("/products");
    const band = page.getByRole("region", { name: productsText.shipped(shipped.length).title });
    const cards = band.getByRole("article");
    await expect(cards).toHaveCount(shipped.length);
    // Above the catalogue, whose search is the page's next part.
    const search = page.getByRole("searchbox");
    expect((await band.boundingBox())!.y).toBeLessThan((await search.boundingBox())!.y);
    const project = shippedProject(shipped[0]!)!;
    await expect(cards.first().getByRole("heading")).toHaveText(wordmarkOf(project));
    await cards.first().getByRole("link").click();
    await expect(page).toHaveURL(project.projectLink);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);
  });

  test("the band's buttons ask for a quote or go down to the catalogue's search", async ({
    page,
  }) => {
    // Pressed as soon as the page is there: both are plain links, live or not.
    await page.goto("/products", { waitUntil: "commit" });
    const band = page.locator("#band");
    const search = page.getByRole("searchbox");
    await expect(search).not.toBeInViewport();
    await band.getByRole("link", { name: productsText.actions.secondary.label }).click();
    await expect(search).toBeInViewport();
    await expect(page).toHaveURL(/\/products#catalogue$/);
    // The search box is not under the sticky header.
    const header = await page.locator("header").first().boundingBox();
    expect((await search.boundingBox())!.y).toBeGreaterThan(header!.y + header!.height);
    await page.goBack();
    await band.getByRole("link", { name: productsText.actions.primary.label }).click();
    await expect(page).toHaveURL(productsText.actions.primary.href);
  });

  test("a product page shows its details and three other products", async ({ page }) => {
    const product = products.find(({ id }) => id === "food-delivery")!;
    await page.goto(`/products/${product.id}`);
    // Its industry above its name (the band's picture, drawn on wide screens only, repeats it).
    await expect(page.getByText(product.industry).filter({ visible: true }).first()).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "What You Get" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Key Features" })).toBeVisible();
    await expect(page.locator("#other-products a")).toHaveCount(relatedProducts(product).length);
    await expect(page.getByRole("link", { name: "Get a Quote" }).first()).toHaveAttribute(
      "href",
      "/quote",
    );
    await expect(page.getByRole("link", { name: "Contact Us" }).last()).toHaveAttribute(
      "href",
      "/contact",
    );
  });
});

test.describe("hire", () => {
  test("/hire shows the nine roles as anchors and the developer figure", async ({ page }) => {
    await page.goto("/hire#flutter-developer");
    await expect(page.locator("main").getByText(developersAvailable)).toBeVisible();
    await expect(page.locator("#flutter-developer")).toBeInViewport();
    for (const id of [
      "frontend-developer",
      "backend-developer",
      "full-stack-developer",
      "ios-developer",
      "android-developer",
      "flutter-developer",
      "database-expert",
      "ui-ux-designer",
      "game-developer",
    ]) {
      await expect(page.locator(`#${id} h3`)).toHaveCount(1);
      await expect(page.locator(`#${id} a[href="/quote"]`)).toHaveCount(1);
    }
    await expect(page.getByRole("heading", { name: "Dedicated Team" })).toBeVisible();
  });

  test("a role a lead vets is a link away from the lead's card", async ({ page }) => {
    const [role] = hireRoles;
    const lead = practiceLead(role!.lead);
    await page.goto("/hire");
    const card = page.getByRole("article").filter({
      has: page.getByRole("heading", { name: lead.name, exact: true }),
    });
    await card.getByRole("link", { name: role!.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/hire#${role!.id}$`));
    await expect(page.locator(`#${role!.id}`)).toBeInViewport();
  });
});
