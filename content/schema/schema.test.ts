/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { disk } from "../entries";
import { fill, fillAll } from "../placeholders";
import { checkContent } from "./check";
import { cmsConfig, cmsFields, type CmsField } from "./cms";
import {
  collections,
  isFolder,
  placeOf,
  type ContentCollection,
  type FolderCollection,
} from "./collections";
import { entryFiles, formatEntry, parseEntry, readContent, type ContentSource } from "./entries";
import { aboutFile } from "./about";
import { iconNames } from "./icons";
import { pictureProblems, pictureUses } from "./pictures";
import { product } from "./products";
import { service } from "./services";
import { contentProblems } from "./validate";

const read = (file: string) => readFileSync(join(__dirname, "../..", file), "utf8");
/** The content as it is, but for the files `change` rewrites. */
const changed = (change: (file: string, text: string) => string): ContentSource => ({
  read: (file) => change(file, read(file)),
  list: disk.list,
});
/** The content as it is, but for the entry files `entries` adds (by path) and `removed` takes away. */
const grown = (entries: Record<string, unknown>, removed: string[] = []): ContentSource => ({
  read: (file) =>
    file in entries ? formatEntry(file, entries[file] as Record<string, unknown>) : read(file),
  list: (folder) => [
    ...disk
      .list(folder)
      .filter(
        (name) => !removed.includes(`${folder}/${name}`) && !(`${folder}/${name}` in entries),
      ),
    ...Object.keys(entries)
      .filter((file) => file.startsWith(`${folder}/`))
      .map((file) => file.slice(folder.length + 1)),
  ],
});
/** Every file of the content: each settings file and each entry of each folder. */
const contentFiles: [string, ContentCollection][] = collections.flatMap((collection) =>
  isFolder(collection)
    ? entryFiles(collection, disk).map((file): [string, ContentCollection] => [file, collection])
    : [[collection.file, collection]],
);
const PRODUCT = "content/products/food-delivery.json";
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test edits the fields it names
const entry = (file: string): any => parseEntry(file, read(file));
const products = () => entry(PRODUCT);
const problems = (data: unknown) => contentProblems(PRODUCT, product, data);

describe("the content files", () => {
  it("all pass their schemas as they are today", () => {
    expect(checkContent(disk)).toEqual([]);
  });

  it.each(collections.map((collection) => [placeOf(collection), collection]))(
    "%s is a collection of the editor, with a page to preview",
    (_, collection) => {
      expect(readContent([collection], disk).problems).toEqual([]);
      expect(collection.preview).toMatch(/^\//);
    },
  );

  it("refuses an entry whose id is not its file's name", () => {
    expect(
      checkContent(
        changed((file, text) =>
          file.endsWith("/priya-raman.json") ? text.replace('"priya-raman"', '"priya-r"') : text,
        ),
      ),
    ).toEqual([
      "content/testimonials/priya-raman.json: id is \"priya-r\", but the file is named priya-raman; an entry's id is its file's name (rename one to match the other)",
    ]);
  });

  it.each(contentFiles.map(([file]) => [file]))(
    "%s is written as the editor writes it, so an edit's diff shows only the edit",
    (file) => {
      // JSON as JSON.stringify(value, null, 2) writes it; Markdown as front matter then the text.
      const text = read(file);
      expect(text).toBe(formatEntry(file, parseEntry(file, text)));
    },
  );

  it("says so when a file names an entry another file no longer holds", () => {
    const renamed = grown(
      {
        "content/services/enterprise-apps.json": {
          ...entry("content/services/enterprise.json"),
          id: "enterprise-apps",
        },
      },
      ["content/services/enterprise.json"],
    );
    expect(checkContent(renamed)).toEqual([
      "content/data/navigation.json: servicesMenu → lines → enterprise is the id of no entry in content/services/ (renamed or removed there?)",
    ]);
    const withoutTaxis = grown({}, ["content/products/taxi-booking.json"]);
    expect(checkContent(withoutTaxis)).toEqual([
      "content/data/navigation.json: productsMenu → lines → taxi-booking is the id of no entry in content/products/ (renamed or removed there?)",
      "content/data/products.json: menu → opens → taxi-booking is the id of no entry in content/products/ (renamed or removed there?)",
    ]);
  });

  it("says so when the missing page's note names no one of the team", () => {
    const sections = entry("content/data/sections.json");
    const note = { ...sections.notFound.note, person: "mihir-bhat" };
    const misnamed = grown({
      "content/data/sections.json": { ...sections, notFound: { ...sections.notFound, note } },
    });
    expect(checkContent(misnamed)).toEqual([expect.stringContaining("mihir-bhat is the id of no")]);
  });

  it("takes an entry more or one less in every folder: the layout absorbs any count", () => {
    const more = Object.fromEntries(
      collections.filter(isFolder).map((collection) => {
        const [first] = entryFiles(collection, disk);
        const id = "one-more";
        // First in its list where entries have an order (articles and jobs go by date).
        const placed = "order" in entry(first!) ? { order: 5 } : {};
        return [
          `${collection.folder}/${id}.${collection.extension}`,
          { ...entry(first!), id, ...placed },
        ];
      }),
    );
    // One no other file names (removing a named one means removing the line naming it too, a
    // menu's or a project's: refused above), and not the last of its section (refused below).
    const texts = contentFiles.map(([file]) => [file, read(file)] as const);
    const namedElsewhere = (file: string) =>
      texts.some(([other, text]) => other !== file && text.includes(`"${entry(file).id}"`));
    const sections = ["category", "categoryId", "group"];
    const fewer = collections.filter(isFolder).map((collection) => {
      const files = entryFiles(collection, disk);
      const lastOfSection = (file: string) =>
        sections.some(
          (field) =>
            field in entry(file) &&
            !files.some((other) => other !== file && entry(other)[field] === entry(file)[field]),
        );
      return files.filter((file) => !namedElsewhere(file) && !lastOfSection(file)).at(-1)!;
    });
    expect(checkContent(grown(more))).toEqual([]);
    expect(checkContent(grown({}, fewer))).toEqual([]);
  });

  it("refuses what would leave a page with a hole: an empty section, no home technology", () => {
    const areas = entryFiles(
      collections.find((collection) => collection.name === "services") as FolderCollection,
      disk,
    ).filter((file) => entry(file).categoryId === "service-areas");
    const technologies = entryFiles(
      collections.find((collection) => collection.name === "technologies") as FolderCollection,
      disk,
    );
    const offHome = Object.fromEntries(
      technologies.map((file) => {
        const technology = entry(file);
        delete technology.featured;
        return [file, technology];
      }),
    );
    expect(checkContent(grown(offHome, areas))).toEqual([
      "content/data/services.json: categories → service-areas has no services; its section on /services would be empty (give a service in content/services/ this category)",
      "content/technologies/: no technology has a place on the home page; give at least one a place, as the home page's technology section would be empty",
    ]);
    // The databases moved to another group, as projects name them: the Database group is empty.
    const databases = Object.fromEntries(
      technologies
        .filter((file) => entry(file).group === "Database")
        .map((file) => [file, { ...entry(file), group: "Backend" }]),
    );
    expect(checkContent(grown(databases))).toEqual([
      "content/data/technologies.json: groups → Database has no technologies; its column of the menu and its section of /technologies would be empty (give a technology in content/technologies/ this group)",
    ]);
    const react = "content/technologies/react.json";
    expect(checkContent(grown({ [react]: { ...entry(react), categories: [] } }))).toEqual([
      "content/technologies/react.json: categories is empty; a technology on the home page needs at least one filter category, or no filter button shows it",
    ]);
  });

  it("takes a technology's logo in exactly one of its three forms, a drawn mark by its name", () => {
    const aws = "content/technologies/aws.json";
    const withLogo = (logo: Record<string, string>) =>
      checkContent(grown({ [aws]: { ...entry(aws), logo } }));
    expect(withLogo({ mark: "aws" })).toEqual([]);
    expect(withLogo({ monogram: "AWS" })).toEqual([]);
    expect(withLogo({ mark: "aws", monogram: "AWS" })).toEqual([
      "content/technologies/aws.json: logo needs one of a Simple Icons name, a drawn mark or letters on a tile, and only one",
    ]);
    expect(withLogo({ mark: "gcp" })).toEqual([
      'content/technologies/aws.json: logo → mark is "gcp", which is not one of: aws, azure',
    ]);
  });

  it("refuses a home hero picture naming a project the portfolio does not hold", () => {
    const problems = checkContent(
      changed((file, text) =>
        file.endsWith("home.json")
          ? text.replace('"id": "medilink-patient-app"', '"id": "medilink-app"')
          : text,
      ),
    );
    expect(problems).toEqual([
      "content/data/home.json: hero → showcase → medilink-app is the id of no entry in content/projects/ (renamed or removed there?)",
    ]);
  });

  it("refuses a service category answered by someone not on the team", () => {
    const problems = checkContent(
      changed((file, text) =>
        file.endsWith("data/services.json")
          ? text.replace('"lead": "karan-trivedi"', '"lead": "karan"')
          : text,
      ),
    );
    expect(problems).toEqual([
      "content/data/services.json: categories → lead → karan is the id of no entry in content/data/team.json (renamed or removed there?)",
    ]);
  });

  it("refuses a product shipped as a project the portfolio does not hold", () => {
    const hotels = "content/products/hotel-booking.json";
    expect(checkContent(grown({ [hotels]: { ...entry(hotels), project: "aravalli" } }))).toEqual([
      "content/products/hotel-booking.json: project → aravalli is the id of no entry in content/projects/ (renamed or removed there?)",
    ]);
  });

  it("refuses a quote page proposal naming a project or a founder there is not", () => {
    const problems = checkContent(
      changed((file, text) => {
        if (!file.endsWith("page-art.json")) return text;
        const art = JSON.parse(text);
        art.quote = { ...art.quote, project: "spice-trail", reviewer: "karan-trivedi" };
        return JSON.stringify(art, null, 2);
      }),
    );
    expect(problems).toEqual([
      "content/data/page-art.json: quote → project → spice-trail is the id of no entry in content/projects/ (renamed or removed there?)",
      "content/data/page-art.json: quote → reviewer → karan-trivedi is the id of no entry in content/data/team.json (renamed or removed there?)",
    ]);
  });

  it("refuses a thank-you panel naming as who replies someone who is not a founder", () => {
    const problems = checkContent(
      changed((file, text) => {
        if (!file.endsWith("form-messages.json")) return text;
        const messages = JSON.parse(text);
        messages.formText.contact.success.person = "karan-trivedi";
        return JSON.stringify(messages, null, 2);
      }),
    );
    expect(problems).toEqual([
      "content/data/form-messages.json: formText → contact → success → person → karan-trivedi is the id of no entry in content/data/team.json (renamed or removed there?)",
    ]);
  });

  it("refuses a home hero picture of phones alone, which has nothing to draw large", () => {
    const problems = checkContent(
      changed((file, text) => {
        if (!file.endsWith("home.json")) return text;
        const home = JSON.parse(text);
        home.hero.showcase = [{ id: "medilink-patient-app" }, { id: "fleetpulse-driver" }];
        return JSON.stringify(home, null, 2);
      }),
    );
    expect(problems).toEqual([
      "content/data/home.json: hero → showcase names only projects shown on phones (medilink-patient-app, fleetpulse-driver); name at least one shown in a browser or on a phone held sideways, which the picture draws large",
    ]);
  });

  /** The content with the projects folder changed: its files' names and texts by `change`. */
  const projectsChanged = (change: (entries: Map<string, string>) => void): ContentSource => {
    const entries = new Map(
      disk.list("content/projects").map((name) => [name, read(`content/projects/${name}`)]),
    );
    change(entries);
    return {
      read: (file) =>
        file.startsWith("content/projects/")
          ? entries.get(file.slice("content/projects/".length))!
          : read(file),
      list: (folder) => (folder === "content/projects" ? [...entries.keys()] : disk.list(folder)),
    };
  };

  it("takes a ninth project, or one fewer, with no change but its file", () => {
    const ninth = projectsChanged((entries) => {
      const project = JSON.parse(entries.get("aravalli-stays.json")!);
      entries.set(
        "aravalli-stays-jaipur.json",
        JSON.stringify({ ...project, id: "aravalli-stays-jaipur", order: 90 }, null, 2),
      );
    });
    expect(checkContent(ninth)).toEqual([]);
    expect(readContent(collections, ninth).data.get("projects")).toHaveLength(9);
    const seventh = projectsChanged((entries) => entries.delete("krishimitra-assistant.json"));
    expect(checkContent(seventh)).toEqual([]);
  });

  it("refuses a project naming a technology the catalogue does not hold", () => {
    const problems = checkContent(
      changed((file, text) =>
        file.endsWith("/spicetrail-store.json") ? text.replace('"nextjs"', '"next-js"') : text,
      ),
    );
    expect(problems).toEqual([
      "content/projects/spicetrail-store.json: technologies → next-js is the id of no entry in content/technologies/ (renamed or removed there?)",
    ]);
  });

  it("refuses a testimonial about a project the portfolio does not hold", () => {
    const problems = checkContent(
      changed((file, text) =>
        file.endsWith("/priya-raman.json")
          ? text.replace('"medilink-patient-app"', '"medilink"')
          : text,
      ),
    );
    expect(problems).toEqual([
      "content/testimonials/priya-raman.json: project → medilink is the id of no entry in content/projects/ (renamed or removed there?)",
    ]);
  });

  it("refuses a portfolio whose projects leave a filter button empty", () => {
    const problems = checkContent(
      projectsChanged((entries) => entries.delete("gully-cricket-clash.json")),
    );
    expect(problems).toEqual([
      'content/projects/ has no project in the category "game"; its filter button on home would show nothing',
    ]);
  });

  it("refuses a project that names one technology twice, or one result label twice", () => {
    const problems = checkContent(
      changed((file, text) => {
        if (!file.endsWith("/spicetrail-store.json")) return text;
        const project = JSON.parse(text);
        project.technologies.push("nextjs");
        project.stats[1].label = project.stats[0].label;
        return JSON.stringify(project, null, 2);
      }),
    );
    expect(problems).toEqual([
      'content/projects/spicetrail-store.json: stats → entry 2 → label is "Online orders in year one", which another result of this project already uses; give each result its own label',
      'content/projects/spicetrail-store.json: technologies → entry 5 is "nextjs", which the list already names; name each technology once',
    ]);
  });

  it("says so when a file is not JSON", () => {
    const broken = checkContent(
      changed((file, text) => (file === "content/data/site.json" ? "{ figures: " : text)),
    );
    expect(broken).toHaveLength(1);
    expect(broken[0]).toMatch(/^content\/data\/site\.json could not be read as JSON: /);
  });
});

describe("a wrong edit is refused in plain words", () => {
  it("a wrong type", () => {
    const data = products();
    data.title = 42;
    expect(problems(data)).toEqual([`${PRODUCT}: title must be text`]);
  });

  it("a missing required field", () => {
    const data = products();
    delete data.features;
    expect(problems(data)).toEqual([`${PRODUCT}: features must be a list`]);
  });

  it("a description whose first sentence search results cannot show", () => {
    const data = products();
    data.description = `${"A grocery platform with slots, substitutions and stock synced to your stores ".repeat(3)}ready for supermarkets. It suits everyone.`;
    expect(problems(data)).toEqual([
      `${PRODUCT}: description starts with a sentence of ${data.description.indexOf(".")} characters; search results show at most 160, so end a sentence by then`,
    ]);
  });

  it("an over-long title", () => {
    const data = products();
    data.title = "Hotel, Resort and Homestay Booking Engine with Channel Manager";
    expect(problems(data)).toEqual([
      `${PRODUCT}: title is 62 characters; at most 60 show in search results`,
    ]);
  });

  it("an unknown option code", () => {
    const data = products();
    data.icon = "unicorn";
    expect(problems(data)).toEqual([
      `${PRODUCT}: icon is "unicorn", which is not one of: ${iconNames.join(", ")}`,
    ]);
  });

  it("an id that cannot be an address, a misspelt field, a menu entry opening nothing", () => {
    const data = products();
    data.id = "Food Delivery";
    data.isnew = true;
    expect(problems(data)).toEqual([
      `${PRODUCT}: id is "Food Delivery"; an id is lower-case letters, digits and single dashes, as it becomes the page's address`,
      `${PRODUCT}: has "isnew", which the site does not use (a misspelt field name?)`,
    ]);
    const menu = entry("content/data/products.json");
    menu.menu[0].opens = "pizza";
    expect(checkContent(grown({ "content/data/products.json": menu }))).toEqual([
      "content/data/products.json: menu → opens → pizza is the id of no entry in content/products/ (renamed or removed there?)",
    ]);
  });

  it("a long text with what the page does not show, or more paragraphs than fit", () => {
    const file = "content/services/website.json";
    const data = entry(file);
    data.fullDescription = "## Overview\n\nOne.\n\nTwo.\n\nThree.\n\nFour.";
    expect(contentProblems(file, service, data)).toEqual([
      `${file}: fullDescription has a heading (a line starting with #); the page gives the headings`,
      `${file}: fullDescription has 4 paragraphs; the page is laid out for at most 3`,
    ]);
  });

  it("a placeholder the site does not know", () => {
    const data = products();
    data.description = `${data.description} Trusted by {clientz} clients.`;
    expect(problems(data)).toEqual([
      expect.stringMatching(
        /^content\/products\/food-delivery\.json: description names \{clientz\}, which is not a fact the site knows; use one of \{businesses\}, /,
      ),
    ]);
  });
  it("a site fact in a form's text, which the form's script could not fill in", () => {
    // The forms are sent to the browser without the site's facts; only the thank-you panels,
    // filled on the server, may name them.
    const file = "content/data/form-messages.json";
    const data = entry(file);
    data.formText.home.submit = "Send to {company}";
    data.formText.contact.success.text = "We reply {responsePromise}";
    const edited = changed((name, text) =>
      name.endsWith("form-messages.json") ? JSON.stringify(data) : text,
    );
    expect(checkContent(edited)).toEqual([
      `${file}: formText → home → submit names {company}, which a form cannot fill in as it runs; write it out`,
    ]);
  });
});

describe("uploaded pictures", () => {
  const withUploads = () => {
    const { data } = readContent(collections, disk);
    const entries = (name: string) => data.get(name) as { id: string; [field: string]: unknown }[];
    entries("projects")[1]!.screenshot = "/images/uploads/shop.webp";
    entries("testimonials")[0]!.photo = "/images/uploads/priya.jpg";
    const about = data.get("about") as { culturePhotos: Record<string, string>[] };
    about.culturePhotos[2]!.photo = "/images/uploads/diwali.jpg";
    return new Map<string, unknown>([
      ["projects", entries("projects")],
      ["testimonials", entries("testimonials")],
      ["about", about],
    ]);
  };

  it("are found wherever a file names one, with the shape and size their place takes", () => {
    const uses = pictureUses(withUploads());
    expect(uses).toEqual([
      {
        place: "content/projects/medilink-patient-app.json: screenshot",
        src: "/images/uploads/shop.webp",
        aspect: [4, 3],
        maxKilobytes: 300,
      },
      {
        place: "content/testimonials/aarav-mehta.json: photo",
        src: "/images/uploads/priya.jpg",
        aspect: [1, 1],
        maxKilobytes: 100,
      },
      {
        place: "content/data/about.json: culturePhotos → entry 3 → photo",
        src: "/images/uploads/diwali.jpg",
        aspect: [4, 3],
        maxKilobytes: 150,
      },
    ]);
  });

  it("are refused when missing, too heavy or of another shape, in plain words", async () => {
    const files = new Map([
      ["/images/uploads/shop.webp", { bytes: 1_250_000, width: 1600, height: 900 }],
      ["/images/uploads/square.png", { bytes: 40_000, width: 400, height: 400 }],
    ]);
    const place = "content/data/portfolio.json: projects → shop → screenshot";
    const use = { place, aspect: [4, 3] as const, maxKilobytes: 300 };
    const problems = await pictureProblems(
      [
        { ...use, src: "/images/uploads/shop.webp" },
        { ...use, src: "/images/uploads/gone.webp" },
        { ...use, src: "/images/uploads/square.png", aspect: [1, 1] as const },
      ],
      async (src) => files.get(src),
    );
    expect(problems).toEqual([
      `${place}: /images/uploads/shop.webp is 1.3 MB; at most 300 kB keep the page fast (save it smaller, as WebP or JPEG)`,
      `${place}: /images/uploads/shop.webp is 1600 × 900; its frame on the page is 4:3 (such as 1200 × 900), so crop it to that shape`,
      `${place} is /images/uploads/gone.webp, which is not in public/ (upload it through the editor's Media, or check the name)`,
    ]);
  });

  it("are none today: every picture is drawn by the build", () => {
    expect(pictureUses(readContent(collections, disk).data)).toEqual([]);
  });
});

describe("a Life @ Dunga picture", () => {
  const ABOUT = "content/data/about.json";
  const about = () => entry(ABOUT);
  const withCulture = (change: (pictures: Record<string, string>[]) => void) => {
    const data = about();
    change(data.culturePhotos);
    return contentProblems(ABOUT, aboutFile, data);
  };

  it("is described as the drawing it is while it has no photo", () => {
    expect(
      withCulture((pictures) => {
        pictures[0]!.alt = "The team planning a release at the whiteboard.";
      }),
    ).toEqual([
      `${ABOUT}: culturePhotos → entry 1 → alt must start with "Illustration", as the picture shown is the drawn scene (upload a photo to show one)`,
    ]);
  });

  it("with an uploaded photo, is described as the photo, not as a drawing", () => {
    expect(
      withCulture((pictures) => {
        pictures[0]!.photo = "/images/uploads/workshop.jpg";
      }),
    ).toEqual([
      `${ABOUT}: culturePhotos → entry 1 → alt starts with "Illustration", but the picture shown is the photo: say what it shows`,
    ]);
    expect(
      withCulture((pictures) => {
        pictures[0]!.photo = "/images/uploads/workshop.jpg";
        pictures[0]!.alt = "The team planning a release at the whiteboard.";
      }),
    ).toEqual([]);
  });
});

describe("placeholders", () => {
  it("fill in the facts of site.json and leave other names to their component", () => {
    expect(fill("{projects} projects for {company} since {founded}; {count} left")).toBe(
      "998+ projects for Dunga since 2009; {count} left",
    );
    expect(fillAll({ list: ["{countries}"], n: 3 })).toEqual({ list: ["32+"], n: 3 });
  });

  it("are counted as visitors read them: limits apply after filling in", () => {
    const data = products();
    // 7 characters as written ({years}), 3 as read (14+): within a limit measured on what shows.
    data.title = `${"x".repeat(53)} {years}`;
    expect(problems(data)).toEqual([]);
  });
});

describe("the editor's configuration", () => {
  const config = cmsConfig({
    repo: "dunga/website",
    branch: "main",
    siteUrl: "https://www.dunga.in",
  });

  /** Every path of keys in a content file, list entries folded into one ("products.*.title"). */
  function dataPaths(value: unknown, prefix = ""): string[] {
    if (Array.isArray(value)) return value.flatMap((entry) => dataPaths(entry, `${prefix}.*`));
    if (value && typeof value === "object")
      return Object.entries(value).flatMap(([key, entry]) => [
        `${prefix}${prefix ? "." : ""}${key}`,
        ...dataPaths(entry, `${prefix}${prefix ? "." : ""}${key}`),
      ]);
    return [];
  }

  function fieldPaths(fields: CmsField[], prefix = ""): string[] {
    return fields.flatMap((field) => {
      const path = `${prefix}${prefix ? "." : ""}${field.name}`;
      const children = (field.fields as CmsField[] | undefined) ?? [];
      const inner = field.widget === "list" ? `${path}.*` : path;
      const single = field.field as CmsField | undefined;
      return [
        path,
        ...fieldPaths(children, inner),
        ...(single?.widget === "list" || single?.fields ? fieldPaths([single], inner) : []),
      ];
    });
  }

  it.each(contentFiles)(
    "%s: every field of the file can be edited, and nothing else",
    (file, collection) => {
      const data = parseEntry(file, read(file));
      const editable = new Set(fieldPaths(cmsFields(collection.schema)));
      for (const path of dataPaths(data)) expect(editable).toContain(path);
    },
  );

  it("edits through GitHub with the editorial workflow, and locally through decap-server", () => {
    expect(config.backend).toMatchObject({ name: "github", repo: "dunga/website", branch: "main" });
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.local_backend).toBe(true);
    expect(config.media_folder).toBe("public/images/uploads");
  });

  it("offers option codes as lists, pictures as pictures, fixed counts as limits", () => {
    const productsCollection = config.collections.find((c) => c.name === "products");
    // A product per entry: "New Product" adds one, with no count to keep.
    expect(productsCollection).toMatchObject({
      folder: "content/products",
      create: true,
      label_singular: "Product",
    });
    const fields = (
      productsCollection && "fields" in productsCollection ? productsCollection.fields : []
    ) as CmsField[];
    expect(fields.find((field) => field.name === "order")).toMatchObject({ widget: "number" });
    expect(fields.find((field) => field.name === "icon")).toMatchObject({
      widget: "select",
      options: [...iconNames],
    });
    expect(fields.find((field) => field.name === "isNew")).toMatchObject({
      widget: "boolean",
      required: false,
    });
    expect(fields.find((field) => field.name === "description")).toMatchObject({ widget: "text" });
    expect(fields.find((field) => field.name === "features")).toMatchObject({
      widget: "list",
      field: { widget: "string" },
    });
    expect(fields.find((field) => field.name === "id")?.pattern).toBeDefined();
  });

  it("edits uploads as pictures in public/images, saying the shape and size they take", () => {
    const projects = config.collections.find((c) => c.name === "projects");
    const fields = projects && "fields" in projects ? projects.fields : [];
    expect(fields.find((f) => f.name === "screenshot")).toMatchObject({
      widget: "image",
      required: false,
      hint: expect.stringContaining("Shaped 4:3. At most 300 kB."),
    });
  });

  it("edits long texts as Markdown with only the marks the site shows", () => {
    const legalCollection = config.collections.find((c) => c.name === "legal");
    const terms = (
      legalCollection && "files" in legalCollection ? legalCollection.files : []
    )[0]?.fields.find((field) => field.name === "terms");
    const sections = (terms?.fields as CmsField[]).find((field) => field.name === "sections");
    expect((sections?.fields as CmsField[]).find((field) => field.name === "body")).toMatchObject({
      widget: "markdown",
      buttons: ["bold", "italic", "link", "bulleted-list", "numbered-list"],
      editor_components: [],
    });
  });

  it("without a repository, edits only through the local server", () => {
    expect(cmsConfig({ branch: "main", siteUrl: "https://x.test" }).backend).toEqual({
      name: "proxy",
      proxy_url: "http://localhost:8081/api/v1",
      branch: "main",
    });
  });
});
