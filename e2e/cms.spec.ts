import { type ChildProcess, execSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { join } from "node:path";

import { collections, type FolderCollection } from "../content/schema/collections";
import { formatEntry } from "../content/schema/entries";
import { expect, test, type Locator, type Page } from "./fixtures";
import { growths, htmlFile, htmlText, placesOf, type Entry, type Showing } from "./growth";
import { testEmailEnv } from "./test-env";
import { copyCheckout } from "./scratch-copy";

/**
 * The marketing team's path, offline: the editor at /admin/ (from the export, as deployed) signs in
 * to Decap's local server in its Git mode, over a scratch repository copied from this one (never
 * the committed files). That mode runs the editorial workflow as the GitHub backend does: a saved
 * change is a draft on a branch of its own (on GitHub, a pull request, which the host builds as a
 * deploy preview), the live branch is untouched until the entry is set Ready and published, and
 * publishing merges the branch. First a new entry of each kind the team grows most (a product, a
 * case study, a job opening, an article) is made with its collection's "New" button, a draft until
 * it is published. Then a product's title and a headline figure are edited, and before the last
 * change is published its draft is built as Netlify builds a pull request's deploy preview, from
 * the live branch and the draft: the changes reach every page that shows them, each new entry has
 * its page, its card, its sitemap and search entries (and, for the article, its place in the
 * feeds), and the build is marked as a preview (scripts/build/preview.export.test.ts, the only run
 * of those checks). One build for all of it: each takes about a minute.
 * One run, at desktop size: the editor is a desk tool.
 */
const root = process.cwd();
const product = { id: "food-delivery", title: "Food Delivery App" };
const newTitle = "Food Ordering Platform";
const newFigure = "1000+";

/** A day as the editor's calendar writes it, today's (its "Now") or counted from today. */
const day = (fromToday = 0) => {
  const at = new Date(Date.now() + fromToday * 86_400_000);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/**
 * An entry's form in the editor, filled as a marketer fills it: each field found by its label,
 * lists grown with their "Add …" buttons, the text written in the rich-text editor.
 */
function entryForm(page: Page) {
  const field = (label: string) => page.getByLabel(label, { exact: true });
  /** A list: the innermost block holding its "Add …" button and its items' fields. */
  const list = (name: string): Locator =>
    page
      .locator("div")
      .filter({ has: page.getByRole("button", { name: `Add ${name}`, exact: true }) })
      .filter({ has: page.getByRole("textbox").or(page.getByRole("spinbutton")) })
      .last();
  return {
    /** Types each text, number or date into the field of that label. */
    async type(values: Record<string, string | number>) {
      for (const [label, value] of Object.entries(values)) await field(label).fill(String(value));
    },
    /** Picks one of a choice's options, typing to find it as one does in a long list. */
    async choose(label: string, option: string) {
      await field(label).click();
      await page.keyboard.type(option);
      await page.getByRole("option", { name: option, exact: true }).click();
    },
    /** Sets a date to today with its "Now" button (Decap names it by the field's key). */
    async today(key: string) {
      await page.getByRole("button", { name: `Set ${key} to now` }).click();
    },
    /**
     * Adds each item to a list: a text in the field `itemLabel`, or a group's fields by label. A
     * new item comes last, opened.
     */
    async add(
      name: string,
      items: readonly (string | Record<string, string | number>)[],
      itemLabel = "Item",
    ) {
      for (const item of items) {
        await page.getByRole("button", { name: `Add ${name}`, exact: true }).click();
        const values = typeof item === "string" ? { [itemLabel]: item } : item;
        for (const [label, value] of Object.entries(values))
          await list(name).getByLabel(label, { exact: true }).last().fill(String(value));
      }
    },
    /** Opens a group of fields, which the form shows folded. */
    async open(label: string) {
      await page
        .locator("div")
        .filter({ has: page.getByText(label, { exact: true }) })
        .filter({ has: page.getByRole("button", { name: "Expand" }) })
        .last()
        .getByRole("button", { name: "Expand" })
        .first()
        .click();
    },
    /**
     * Writes the form's Markdown text in its rich-text editor, block by block: a paragraph, or a
     * section heading ("## …") made with the toolbar's Headings menu, as typing "## " stays text.
     */
    async write(blocks: readonly string[]) {
      await page.locator("[data-slate-editor]").click();
      for (const [at, block] of blocks.entries()) {
        if (at > 0) await page.keyboard.press("Enter");
        const heading = /^## (.+)$/.exec(block)?.[1];
        if (heading) {
          await page.getByRole("button", { name: "Headings" }).click();
          await page.getByRole("menuitem", { name: "Heading 2" }).click();
        }
        await page.keyboard.insertText(heading ?? block);
      }
    },
  };
}

type EntryForm = ReturnType<typeof entryForm>;

/**
 * The new entries, each as its file should hold it once the editor has saved it (the fields in
 * the schema's order, the badges Decap writes as off), and how a marketer fills its form.
 */
const newProduct = {
  id: "pharmacy-delivery",
  order: 75,
  title: "Pharmacy Delivery App",
  description:
    "A medicine ordering platform for pharmacy chains and neighbourhood chemists. Customers upload a prescription, a pharmacist checks it, and the order reaches them the same day.",
  icon: "heart-pulse",
  industry: "Healthcare",
  isNew: false,
  isHot: false,
  modules: ["Customer app", "Pharmacist app", "Delivery partner app", "Admin panel"],
  platforms: ["Android", "iOS", "Web"],
  features: [
    "Prescription upload with a pharmacist's review",
    "Generic substitutes with price comparison",
    "Refill reminders for regular medicines",
    "Cold-chain delivery for insulin and vaccines",
    "UPI, card and cash on delivery payments",
    "GST invoices and a register of Schedule H sales",
  ],
};

const caseStudy = {
  id: "shilpkar-dealer-portal",
  order: 85,
  title: "Shilpkar Ceramics Dealer Portal",
  category: "web",
  published: day(),
  imageAlt:
    "Illustrated browser window showing the Shilpkar dealer portal: tile designs with boxes in stock by shade and batch, and a dealer's order basket.",
  art: {
    screen: "commerce",
    hue: -20,
    accent: "#b45309",
    url: "dealers.shilpkar.example/orders",
    brand: "Shilpkar Dealers",
    nav: ["Designs", "Orders", "Dispatch", "Ledger"],
    headline: "Order tiles from live stock",
    subline: "Every design by shade and batch, as the warehouse holds it.",
    items: [
      { name: "Statuario Gloss", detail: "600 x 1200 mm · Batch 4417", figure: "₹58/sq ft" },
      { name: "Onyx Bianco", detail: "800 x 1600 mm · Batch 4392", figure: "₹74/sq ft" },
      { name: "Rustic Teak Plank", detail: "200 x 1200 mm · Batch 4405", figure: "₹49/sq ft" },
    ],
  },
  description:
    "A dealer ordering portal for a Morbi tile maker whose 400 dealers used to order by phone. Dealers now see stock by shade and batch, order by the pallet and follow each truck.",
  clientName: "Shilpkar Ceramics Pvt. Ltd.",
  clientAbout:
    "Shilpkar Ceramics makes vitrified floor and wall tiles in Morbi, Gujarat, and sells them through about 400 dealers in western and central India. Its sales office of twelve took every order by phone or WhatsApp and typed it into Tally.",
  challenge:
    "A dealer could not see what was in stock until a sales officer called back, and the tiles of one order sometimes came from two batches with slightly different shades. Before Diwali and the wedding season calls went unanswered and dealers bought elsewhere. Shilpkar wanted dealers to order for themselves, at any hour, from the stock actually in the warehouse.",
  challengeSolved:
    "Dealers ordered by phone without seeing stock, and mixed batches reached customers' floors. We built a portal with live stock by shade and batch, and orders that go straight into Tally.",
  approach:
    "We spent the first week in Morbi with the sales office and the dispatch yard, and called twenty dealers to hear how they ordered. The first release, for thirty dealers in Gujarat, went live in nine weeks; the others joined state by state over two months, while the sales office kept taking phone orders from anyone not yet on the portal.",
  built: [
    {
      title: "Live stock by shade and batch",
      description:
        "The portal reads the warehouse's stock from Tally every fifteen minutes, so a dealer sees each design's boxes by shade and batch and can keep a whole order to one batch.",
    },
    {
      title: "Orders on each dealer's own terms",
      description:
        "Dealers order by the box or the pallet at their own price list and credit limit, and each order reaches Tally as a sales order without anyone typing it again.",
    },
    {
      title: "Dispatch followed on WhatsApp",
      description:
        "The dispatch yard marks each truck as it is loaded and as it leaves, and the dealer gets the lorry number and the driver's phone number on WhatsApp.",
    },
  ],
  stats: [
    {
      label: "Orders placed on the portal",
      value: "78%",
      measure:
        "Share of dealer orders placed on the portal rather than by phone or WhatsApp in the third month after the last state joined.",
    },
    {
      label: "Mixed-batch complaints",
      value: "-90%",
      measure:
        "Dealer complaints about one order's tiles coming from two batches, in the six months after launch against the six months before.",
    },
  ],
  technologies: ["nextjs", "nodejs", "postgresql", "aws"],
  tools: ["Tally Prime", "WhatsApp Business API"],
  projectDuration: "5 months",
  team: [
    { role: "Project manager", count: 1 },
    { role: "Full-stack developer", count: 2 },
    { role: "QA engineer", count: 1 },
  ],
};

const job = {
  id: "business-analyst",
  title: "Business Analyst",
  summary:
    "Turn what clients tell us into user stories, screen flows and acceptance criteria, and keep the client and our developers agreed on what is being built.",
  description: [
    "Our business analysts sit between a client's team and ours. They run the discovery workshops, write the user stories our developers build from, and check every release against them before the client sees it.",
    "You will join a team of four in Ahmedabad and work on two or three projects at a time: this year, a dealer portal for a Morbi tile maker, a clinic chain's booking app and a school group's fee collection system.",
  ].join("\n\n"),
  responsibilities: [
    "Run discovery workshops with clients and their users, at their office or on a video call",
    "Write user stories and acceptance criteria that developers and testers can work from",
    "Draw screen flows and wireframes with our designers before anything is built",
    "Keep the backlog in order with the project manager, and record every change of scope",
    "Check each release against its stories before it goes to the client",
  ],
  requirements: [
    "2 or more years as a business analyst or product owner on software projects",
    "Clear written English; Gujarati or Hindi helps with many of our clients",
    "User stories, acceptance criteria and a backlog tool such as Jira",
    "Comfort drawing flows and wireframes in Figma, Miro or on paper",
    "Nice to have: experience with ERP, billing or GST workflows",
  ],
  employmentType: "FULL_TIME",
  workplace: "office",
  experience: "2-5 years",
  lead: "dhruv-thakkar",
  datePosted: day(),
  // Open for two months from the day the test runs: a role leaves the site after its last day.
  validThrough: day(60),
};

const article = {
  id: "app-store-release-checklist",
  title: "What we test before an app goes to the Play Store and App Store",
  description:
    "Most rejected or badly reviewed first releases fail on the same few things. This is the checklist our QA team runs before any client app is submitted.",
  date: day(),
  author: "mihir-bhatt",
  tags: ["Mobile apps", "Quality assurance"],
  body: [
    "A first release that Apple rejects, or that lands with one-star reviews, costs a client more than a week of testing would have. Most of those failures come from the same short list, so our QA team runs one checklist before every client app goes to the stores.",
    "## Test on the phones your users own",
    "We test on the handsets most of the client's users carry, not on the newest phones in the office: in India that is often a three-year-old Android phone with 4 GB of memory, on a slow network.",
    "## Check what the store reviewers check",
    "Apple rejects apps with a login wall and no demo account, and privacy labels that do not match what the app collects. Google Play asks for a data safety form and a privacy policy page. We fill these in with the client weeks before submission, not the night before.",
    "## Plan the first week after launch",
    "Crash reporting, a staged rollout to a fifth of users and a switch that turns off a broken feature without a new release make a bad launch a small one. {company} sets all three up before an app is submitted.",
  ].join("\n\n"),
};

const newEntries: { collection: string; value: Entry; fill(form: EntryForm): Promise<void> }[] = [
  {
    collection: "products",
    value: newProduct,
    async fill(form) {
      await form.type({
        "Id (part of the address)": newProduct.id,
        Position: newProduct.order,
        Title: newProduct.title,
        Description: newProduct.description,
      });
      await form.choose("Icon", newProduct.icon);
      await form.type({ Industry: newProduct.industry });
      await form.add("apps delivered", newProduct.modules);
      await form.add("platforms", newProduct.platforms);
      await form.add("key features", newProduct.features);
    },
  },
  {
    collection: "projects",
    value: caseStudy,
    async fill(form) {
      await form.type({
        "Id (part of the address)": caseStudy.id,
        Position: caseStudy.order,
        Title: caseStudy.title,
      });
      await form.choose("Category", caseStudy.category);
      await form.today("published");
      await form.type({ "Picture description": caseStudy.imageAlt });
      // No screenshot: the mock-up is drawn from these settings.
      await form.open("Mock-up picture");
      await form.choose("Screen", caseStudy.art.screen);
      await form.type({
        "Colour shift (degrees)": caseStudy.art.hue,
        "Accent colour": caseStudy.art.accent,
        "Address in the browser bar (optional)": caseStudy.art.url,
        // The words the mock-up shows: its own, not another client's.
        "App name": caseStudy.art.brand,
      });
      await form.add("menu", caseStudy.art.nav, "Menu label");
      await form.type({
        "Main line": caseStudy.art.headline,
        "Second line (optional)": caseStudy.art.subline,
      });
      await form.add(
        "listed on the screen",
        caseStudy.art.items.map((item) => ({
          Name: item.name,
          "Detail (optional)": item.detail,
          "Figure (optional)": item.figure,
        })),
      );
      await form.type({
        Summary: caseStudy.description,
        Client: caseStudy.clientName,
        "The client and their business": caseStudy.clientAbout,
        "The challenge": caseStudy.challenge,
        "Challenge and solution, in short": caseStudy.challengeSolved,
        "How we worked": caseStudy.approach,
      });
      await form.add(
        "what we built",
        caseStudy.built.map((part) => ({ What: part.title, How: part.description })),
      );
      await form.add(
        "results",
        caseStudy.stats.map((stat) => ({
          "What was measured": stat.label,
          Result: stat.value,
          "How it was measured": stat.measure,
        })),
      );
      await form.add("technologies", caseStudy.technologies, "Technology id");
      await form.add("other tools and services", caseStudy.tools, "Tool or service");
      await form.type({ Duration: caseStudy.projectDuration });
      await form.add(
        "team",
        caseStudy.team.map((role) => ({ Role: role.role, People: role.count })),
      );
    },
  },
  {
    collection: "jobs",
    value: job,
    async fill(form) {
      await form.type({
        "Id (part of the address)": job.id,
        Role: job.title,
        Summary: job.summary,
      });
      await form.write(job.description.split("\n\n"));
      await form.add("what you will do", job.responsibilities, "Responsibility");
      await form.add("what you bring", job.requirements, "Requirement");
      await form.choose("Contract", job.employmentType);
      await form.choose("Where", job.workplace);
      await form.type({ Experience: job.experience, "Who they will work with": job.lead });
      await form.today("datePosted");
      await form.type({ "Apply by": job.validThrough });
      // No salary: the role states none, and its page shows none.
    },
  },
  {
    collection: "articles",
    value: article,
    async fill(form) {
      await form.type({
        "Id (the article's address)": article.id,
        Title: article.title,
        Description: article.description,
      });
      await form.today("date");
      await form.type({ Author: article.author });
      await form.add("tags", article.tags, "Tag");
      // No cover: the site draws one from the title and tags.
      await form.write(article.body.split("\n\n"));
    },
  },
];

/**
 * `.cms-scratch/`: the editor's repository in `repo/`, a draft's deploy preview built in
 * `deploy-preview/`.
 */
let scratch = "";
let repo = "";
let server: ChildProcess | undefined;

const decapServer = join(root, "node_modules/.bin/decap-server");
const isAnswering = () =>
  fetch("http://127.0.0.1:8081/api/v1", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ action: "info" }),
  }).then(
    (response) => response.ok,
    () => false,
  );

test.describe("the content editor", () => {
  test.skip(({ isMobile }) => isMobile, "one run is enough: it edits files and rebuilds the site");
  // Both tests edit the one scratch repository through the one server: one after the other.
  test.describe.configure({ mode: "serial", timeout: 900_000 });

  // The skipped project's hooks still run: they would empty the scratch folder under the other's.
  const skipped = () => Boolean(test.info().project.use.isMobile);

  test.beforeAll(async () => {
    if (skipped()) return;
    // Inside the repository and without its lockfile, so that Next.js takes the repository as the
    // workspace's root when it builds a copy there, with the repository's node_modules (its bundler
    // reads no files outside that root).
    scratch = join(root, ".cms-scratch");
    repo = join(scratch, "repo");
    rmSync(scratch, { recursive: true, force: true });
    copyCheckout(root, repo);
    // A repository of its own, on the branch the editor's configuration names. Named outright
    // (GIT_DIR): were its .git missing, git would look up from the folder and commit the scratch
    // copy to the checkout's own repository.
    const git = (command: string) =>
      execSync(`git ${command}`, {
        cwd: repo,
        stdio: "pipe",
        env: { ...process.env, GIT_DIR: join(repo, ".git"), GIT_WORK_TREE: repo },
      });
    git("init -q -b main");
    git("add -A");
    git("-c user.name=Scratch -c user.email=scratch@example.com commit -q -m scratch");
    // Another decap-server (`npm run cms`) would take the edits to its own folder.
    expect(await isAnswering(), "port 8081 is free (is `npm run cms` running?)").toBe(false);
    server = spawn(decapServer, [], {
      env: {
        ...process.env,
        MODE: "git",
        GIT_REPO_DIRECTORY: repo,
        // Its commits on the drafts' branches need an author.
        GIT_AUTHOR_NAME: "Editor",
        GIT_AUTHOR_EMAIL: "editor@example.com",
        GIT_COMMITTER_NAME: "Editor",
        GIT_COMMITTER_EMAIL: "editor@example.com",
        BIND_HOST: "127.0.0.1",
        PORT: "8081",
      },
      stdio: "ignore",
    });
    await expect.poll(isAnswering, { timeout: 20_000 }).toBe(true);
  });

  test.afterAll(() => {
    if (skipped()) return;
    server?.kill();
    // CMS_KEEP=1 keeps the repository and its builds (.cms-scratch/) to look at.
    if (scratch && !process.env.CMS_KEEP) rmSync(scratch, { recursive: true, force: true });
  });

  /** The branches the editor's drafts are on (`cms/<collection>/<entry>`). */
  const draftBranches = () =>
    execSync("git branch --list 'cms/*' --format='%(refname:short)'", { cwd: repo })
      .toString()
      .split("\n")
      .filter(Boolean);
  /**
   * A content file by its name: "site" is content/data/site.json, "products/food-delivery" an entry
   * of content/products/.
   */
  const contentFile = (name: string) => `content/${name.includes("/") ? "" : "data/"}${name}.json`;
  /** A content file as a branch has it (the work tree may be on a draft's branch meanwhile). */
  const fileAt = (branch: string, name: string) =>
    JSON.parse(execSync(`git show ${branch}:${contentFile(name)}`, { cwd: repo }).toString("utf8"));
  const liveFile = (name: string) => fileAt("main", name);
  const draftFile = fileAt;
  /** The lines a draft's branch changes in a content file: removed with "-", added with "+". */
  const draftDiff = (branch: string, name: string) =>
    execSync(`git diff --unified=0 main ${branch} -- ${contentFile(name)}`, { cwd: repo })
      .toString("utf8")
      .split("\n")
      .filter((line) => /^[-+]/.test(line) && !/^(---|\+\+\+) /.test(line));

  /** A file as a branch has it, by its path from the repository's root. */
  const textAt = (branch: string, file: string) =>
    execSync(`git show ${branch}:${file}`, { cwd: repo }).toString("utf8");
  /** Whether a branch has the file. */
  const hasFile = (branch: string, file: string) =>
    execSync(`git ls-tree --name-only ${branch} -- ${file}`, { cwd: repo }).toString().trim() ===
    file;

  /** Opens the editor and signs in to the local server (Decap's "Login" for it asks nothing). */
  async function signIn(page: Page) {
    await page.goto("/admin/");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByTestId("products")).toBeVisible({ timeout: 30_000 });
  }

  /**
   * Saves the open entry: a draft on a branch of its own (the one branch the save adds), where the
   * host would build its deploy preview, one press away in the editor. Returns the branch.
   */
  async function saveDraft(page: Page, { isNew = false } = {}) {
    const before = draftBranches();
    const draft = page.getByRole("button", { name: "Status: Draft" });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(draft).toBeVisible({ timeout: 20_000 });
    const added = draftBranches().filter((branch) => !before.includes(branch));
    expect(added).toHaveLength(1);
    // A new entry's editor offers the preview once the draft is opened again.
    if (isNew) {
      await page.reload();
      await expect(draft).toBeVisible({ timeout: 60_000 });
    }
    await expect(page.getByRole("button", { name: "Check for Preview" })).toBeVisible();
    return added[0]!;
  }

  /** Sets the open draft Ready, then publishes it, which merges its branch into the live one. */
  async function publish(page: Page, branch: string) {
    await page.getByRole("button", { name: "Status: Draft" }).click();
    await page.getByRole("menuitem", { name: "Ready" }).click();
    await expect(page.getByRole("button", { name: "Status: Ready" })).toBeVisible();
    // Publishing a draft asks first ("Are you sure you want to publish this entry?").
    page.once("dialog", (dialog) => dialog.accept());
    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await page.getByText("Publish now").click();
    await expect.poll(() => draftBranches().includes(branch), { timeout: 20_000 }).toBe(false);
  }

  /**
   * A draft's branch built as Netlify builds a pull request's deploy preview: its files alone (no
   * history: Next.js would take a repository's top as the workspace's root, and the dependencies
   * are the repository's), with the host's CONTEXT and COMMIT_REF, and its files checked for what
   * marks it as a preview. Returns the export's folder.
   */
  function buildPreview(branch: string) {
    const copy = join(scratch, "deploy-preview");
    mkdirSync(copy);
    execSync(`git archive ${branch} | tar -x -C ${JSON.stringify(copy)}`, { cwd: repo });
    symlinkSync("../../node_modules", join(copy, "node_modules"));
    const host = {
      CONTEXT: "deploy-preview",
      COMMIT_REF: execSync(`git rev-parse ${branch}`, { cwd: repo }).toString().trim(),
    };
    try {
      execSync("npm run build", {
        cwd: copy,
        // Only content changed since `npm run typecheck` checked the code.
        env: { ...process.env, ...testEmailEnv, ...host, BUILD_SKIP_TYPECHECK: "1" },
        stdio: "pipe",
      });
    } catch (error) {
      // The build's own words: what it refused, and in which file.
      const { stdout = "", stderr = "" } = error as { stdout?: Buffer; stderr?: Buffer };
      throw new Error(`The build of ${branch} failed:\n${`${stdout}\n${stderr}`.slice(-4000)}`, {
        cause: error,
      });
    }
    const out = join(copy, "out");
    // What marks a preview, read from its files; a failure throws with Jest's report.
    execSync("npx jest --config jest.export.config.mjs preview.export", {
      cwd: root,
      env: { ...process.env, ...host, PREVIEW_OUT: out },
      stdio: "pipe",
    });
    return out;
  }

  const folderOf = (name: string) =>
    collections.find((collection) => collection.name === name) as FolderCollection;

  /**
   * Each new entry where the site shows one of its kind in the export at `out` (e2e/growth.ts: the
   * same places a new entry written at a desk reaches). The products menu is chosen by hand in its
   * own collection, so a new product is not in it until someone adds it.
   */
  function expectNewEntriesShown(out: string) {
    for (const { collection, value } of newEntries) {
      const growth = growths.find(
        ({ folder }) => `content/${folder}` === folderOf(collection).folder,
      )!;
      const { page: pageOf, list, shareCard, feeds, elsewhere } = growth;
      const showing: Showing = { page: pageOf, list, shareCard, feeds, elsewhere };
      const places = placesOf(out, showing, value);
      expect(places, `${collection}/${value.id}`).toEqual(
        Object.fromEntries(Object.keys(places).map((place) => [place, true])),
      );
      // Its own page, under its title, and the pictures the build draws from its fields.
      const html = readFileSync(htmlFile(out, pageOf!(value.id)), "utf8");
      const title = htmlText(String(value.title)).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}<`));
      const drawn = growth.drawn?.(value.id) ?? [];
      expect(drawn.filter((picture) => !existsSync(join(out, picture)))).toEqual([]);
    }
  }

  test("a new product, case study, job opening and article, each made with its New button, stay drafts until published", async ({
    page,
  }) => {
    await signIn(page);
    const loading = { timeout: 240_000 };
    for (const { collection, value, fill } of newEntries) {
      const { folder, extension, singular } = folderOf(collection);
      const file = `${folder}/${value.id}.${extension}`;
      await page.goto(`/admin/#/collections/${collection}`);
      await page.getByRole("link", { name: `Create entry of type ${singular}` }).click(loading);
      await fill(entryForm(page));
      // The preview pane lays the new entry out like its page: its title in the dark band, in the
      // site's own stylesheet.
      const previewTitle = page
        .frameLocator("iframe")
        .first()
        .getByRole("heading", { level: 1, name: String(value.title), exact: true });
      await expect(previewTitle).toBeVisible(loading);
      await expect(previewTitle.locator("xpath=ancestor::section[1]")).toHaveCSS(
        "background-color",
        "rgb(11, 13, 29)",
      );
      // A draft on a branch of its own, named by the entry's id; the live site has no such file
      // yet. The draft's file is the entry exactly as the site's files are written.
      const branch = await saveDraft(page, { isNew: true });
      expect(branch).toBe(`cms/${collection}/${value.id}`);
      expect(textAt(branch, file)).toBe(formatEntry(file, value));
      expect(hasFile("main", file)).toBe(false);
      await publish(page, branch);
      expect(textAt("main", file)).toBe(formatEntry(file, value));
    }
  });

  test("a product title and a headline figure changed in the editor reach every page of a deploy preview, with the new entries published before them, then go live", async ({
    page,
  }) => {
    const dataFile = (name: string) =>
      JSON.parse(readFileSync(join(repo, contentFile(name)), "utf8"));
    const entry = `products/${product.id}`;
    const oldCard = readFileSync(join(root, "out/og", `products-${product.id}.png`));

    await signIn(page);

    // The product: its entry in the Products folder, one file of its own, opened from the list
    // by its summary.
    await page.goto("/admin/#/collections/products");
    // Decap loads the entries before it lists them: seconds on a busy machine.
    const loading = { timeout: 240_000 };
    await page.getByText(product.title).first().click(loading);
    const title = page.getByLabel("Title", { exact: true });
    await expect(title).toHaveValue(product.title, loading);

    // A title longer than search results show is refused before it is saved, in the words the
    // build would print for it ("… title is 61 characters; at most 60 show in search results").
    await title.fill("Food Delivery App for Restaurants, Cloud Kitchens and Caterers");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(
      page.getByText("Title is over 60 characters; at most 60 show in search results."),
    ).toBeVisible();
    expect(draftBranches()).toEqual([]);

    // Typed as an editor types it, over the whole refused text: filling the field while the
    // refusal re-renders it could add to its text instead of replacing it.
    await title.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type(newTitle);
    await expect(title).toHaveValue(newTitle);
    // The preview pane lays the entry out like its page, in the site's own stylesheet.
    const previewPane = page.frameLocator("iframe").first();
    const heading = previewPane.getByRole("heading", { level: 1, name: newTitle, exact: true });
    await expect(heading).toBeVisible(loading);
    await expect(heading.locator("xpath=ancestor::section[1]")).toHaveCSS(
      "background-color",
      "rgb(11, 13, 29)",
    );
    const productDraft = await saveDraft(page);
    expect(productDraft).toBe(`cms/products/${product.id}`);
    // The entry's file changes by the edited line alone: the keys keep their order, the file its
    // form.
    expect(draftDiff(productDraft, entry)).toEqual([
      `-  "title": "${product.title}",`,
      `+  "title": "${newTitle}",`,
    ]);
    expect(draftFile(productDraft, entry)).toMatchObject({ title: newTitle });
    expect(liveFile(entry)).toMatchObject({ title: product.title });
    await publish(page, productDraft);
    expect(liveFile(entry)).toMatchObject({ id: product.id, title: newTitle });
    expect(dataFile(entry)).toMatchObject({ id: product.id, title: newTitle });
    // Written as the editor writes every entry, so the next diff shows only the next edit.
    const written = readFileSync(join(repo, contentFile(entry)), "utf8");
    expect(written).toBe(`${JSON.stringify(JSON.parse(written), null, 2)}\n`);

    // The projects figure, in the company file.
    await page.goto("/admin/#/collections/site/entries/site");
    await expect(page.getByText("Headline figures", { exact: true }).first()).toBeVisible(loading);
    // The first of the file's groups; a group opens by its Expand button.
    await page.getByRole("button", { name: "Expand" }).first().click();
    const figure = page.getByLabel("Projects delivered", { exact: true });
    await expect(figure).toHaveValue("998+", loading);
    await figure.fill(newFigure);
    const figureDraft = await saveDraft(page);
    expect(draftDiff(figureDraft, "site")).toEqual([
      `-    "projects": "998+",`,
      `+    "projects": "${newFigure}",`,
    ]);
    expect(draftFile(figureDraft, "site").figures.projects).toBe(newFigure);
    expect(liveFile("site").figures.projects).toBe("998+");

    // The draft's deploy preview, built before it is published, as the team checks a change: the
    // published title and the draft's figure on every page that shows them.
    const preview = buildPreview(figureDraft);
    const built = (path: string) => readFileSync(join(preview, path));
    const text = (path: string) => built(path).toString("utf8");
    expect(text(`products/${product.id}.html`)).toContain(`<h1`);
    expect(text(`products/${product.id}.html`)).toMatch(new RegExp(`<h1[^>]*>${newTitle}<`));
    expect(text(`products/${product.id}.html`)).toContain(`<title>${newTitle} | Dunga</title>`);
    // The catalogue's own cards; the header's products menu has labels of its own (menus.json).
    const catalogue = /<main\b[\s\S]*<\/main>/.exec(text("products.html"))?.[0] ?? "";
    expect(catalogue).toContain(newTitle);
    expect(catalogue).not.toContain(`>${product.title}<`);
    expect(built(`og/products-${product.id}.png`).equals(oldCard)).toBe(false);
    expect(text("sitemap.xml")).toContain(`/products/${product.id}</loc>`);
    expect(text("search-index.json")).toContain(newTitle);
    expect(text("index.html")).toContain(newFigure);
    expect(text("index.html")).not.toContain("998+");
    // The preview is built from the live branch and the draft: the entries published by the test
    // before this one have their pages, cards, sitemap and search entries in it (one build serves
    // both tests: each takes about a minute).
    expectNewEntriesShown(preview);

    await publish(page, figureDraft);
    expect(liveFile("site").figures.projects).toBe(newFigure);
    expect(dataFile("site").figures.projects).toBe(newFigure);
  });
});

test.describe("the content editor's page", () => {
  test.skip(({ isMobile }) => isMobile, "it reads headers, the same at any size");

  // Its files (noindex, the only page allowed to evaluate code, linked from nowhere public):
  // scripts/build/pages.export.test.ts.
  test("is served noindex, with a pop-up sign-in only it may open", async ({ request }) => {
    const editor = await request.get("/admin/");
    expect(editor.status()).toBe(200);
    expect(editor.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    // Its GitHub sign-in is a pop-up that reports back to the page that opened it.
    expect(editor.headers()["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
    const home = await request.get("/");
    expect(home.headers()["cross-origin-opener-policy"]).toBe("same-origin");
    expect(home.headers()["x-robots-tag"]).toBeUndefined();
  });
});
