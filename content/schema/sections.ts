import type { z } from "zod";

import { group, id, list, searchDescription, text } from "./fields";
import { link as sharedLink } from "./shared";

/**
 * content/data/sections.json: the words around each page's records (headings, introductions,
 * buttons and closing bands), by page. Buttons that several pages share are written once, under
 * "Shared"; which button a band shows, and anchors fixed by the site's routes, stay in code.
 */

const line = (label: string, hint?: string) => text({ label, hint });
const paragraph = (label: string, hint?: string) => text({ label, hint, widget: "text" });
/** A text a page fills in as it runs, e.g. "{service} overview". */
const template = (label: string, vars: readonly string[], hint: string) =>
  text({ label, hint, vars });

const eyebrow = () => line("Small line above the heading");
const heading = () => line("Heading");
const lead = () => paragraph("Sentence under the heading");

/** A button or text link: what it says and the page it opens. */
export const link = (label: string, hint?: string) =>
  sharedLink(label, { hint, text: "Button text" });

/** A section's heading: the small line above it, the heading, and the sentence under it. */
export const sectionText = group(
  { eyebrow: eyebrow().optional(), title: heading(), description: lead().optional() },
  { label: "Section heading" },
);

/** A heading with all three parts, which the layout needs. */
const section = (label: string, hint?: string) =>
  group({ eyebrow: eyebrow(), title: heading(), description: lead() }, { label, hint });

const hero = (label = "Top of the page", hint?: string) => section(label, hint);

/** The words of a page's closing band; its buttons are chosen in code. */
export const callToActionText = group(
  { title: heading(), description: paragraph("Sentence under the heading") },
  { label: "Closing band" },
);

const closing = (hint = "The band at the bottom of the page; its buttons are the shared ones.") =>
  group(
    { title: heading(), description: paragraph("Sentence under the heading") },
    { label: "Closing band", hint },
  );

const shared = group(
  {
    getQuote: link("“Get a Quote” button"),
    contactUs: link("“Contact Us” button"),
    hireDevelopers: link("“Hire Developers” button"),
    seeOpenRoles: link("“See open roles” button"),
    learnMore: line("Last line of a card that opens its page"),
    keyFeatures: line("Key features heading"),
    process: section("Development process section"),
    testimonials: section("Testimonials section"),
    newTab: line("Said by screen readers after a link that opens a new tab"),
    faqEyebrow: line("FAQ: small line above the heading"),
    faqTitle: line("FAQ heading"),
    fiveStars: line("Read out for the five stars under a testimonial"),
    legal: group(
      {
        eyebrow: line("Small line above the title"),
        contents: line("Contents heading"),
        lastUpdated: line("Before the date last updated"),
        print: line("Print button"),
        questions: line("Heading over the team's contacts beside the document"),
        otherDocuments: line("Heading over the link to the other legal page"),
      },
      { label: "Terms and privacy pages" },
    ),
    requiredNote: group(
      {
        before: line("Before the asterisk"),
        spoken: line("Said by screen readers instead of the asterisk"),
        after: line("After the asterisk"),
      },
      { label: "Note above forms", hint: "Reads “Fields marked * are required.”" },
    ),
  },
  { label: "Shared", hint: "Buttons and words several pages use." },
);

const about = group(
  {
    hero: hero(),
    jumpLinks: group(
      {
        label: line("Name of the links (read by screen readers)"),
        profile: line("Company profile link"),
        team: line("Team link"),
        culture: line("Culture link"),
        achievements: line("Achievements link"),
      },
      { label: "Links to the page's sections", hint: "Also the names the old /about/… pages use." },
    ),
    profile: group(
      {
        eyebrow: eyebrow(),
        title: heading(),
        mission: line("Mission heading"),
        vision: line("Vision heading"),
        statsLabel: line("Name of the figures (read by screen readers)"),
      },
      { label: "Company profile" },
    ),
    team: group(
      {
        eyebrow: eyebrow(),
        title: heading(),
        leadership: line("Leadership heading", "Above the founders."),
        leads: line("Practice leads heading", "Above the grid of practice leads."),
        linkedin: template(
          "Name of a LinkedIn link",
          ["name"],
          "Read by screen readers for each person's LinkedIn link; {name} is the person's name.",
        ),
        projectTeam: line("Heading of the project team list"),
      },
      { label: "Team" },
    ),
    values: section("Core values"),
    culture: group(
      {
        eyebrow: eyebrow(),
        title: heading(),
        description: lead(),
        photosLabel: line("Name of the photos (read by screen readers)"),
      },
      { label: "Culture", hint: "Its button is the shared “See open roles”." },
    ),
    achievements: group(
      {
        eyebrow: eyebrow(),
        title: heading(),
        description: lead(),
        awards: line("Awards heading"),
        awardsLabel: line("Name of the awards list (read by screen readers)"),
        journey: line("Journey heading"),
        journeyLabel: line("Name of the milestones list (read by screen readers)"),
      },
      { label: "Achievements" },
    ),
    moved: group(
      {
        description: template("Description", ["section"], "{section} is the section's name."),
        text: line("Text"),
        button: template("Button", ["section"], "{section} is the section's name."),
      },
      {
        label: "Old /about/… pages",
        hint: "The pages that send visitors on to a section of About.",
      },
    ),
    cta: group(
      {
        title: heading(),
        description: paragraph("Sentence under the heading"),
        secondary: link("Second button"),
      },
      { label: "Closing band", hint: "Its first button is the shared “Contact Us”." },
    ),
  },
  { label: "About page" },
);

const careers = group(
  {
    hero: hero(),
    seeRoles: line("Button to the open roles"),
    emailUs: line("Email button"),
    openings: group(
      {
        eyebrow: eyebrow(),
        title: template("Heading", ["count"], "{count} is the number of open roles."),
        description: lead(),
        experience: template(
          "Experience line",
          ["roleYears"],
          "{roleYears} is the experience the role asks for, such as 2-4 years.",
        ),
        lead: line("Above the name of the lead a role works with"),
        apply: line("Apply button"),
      },
      { label: "Open roles" },
    ),
    perks: group(
      {
        eyebrow: eyebrow(),
        title: heading(),
        description: lead(),
        button: line("Button to life at the studio"),
      },
      { label: "Why join us" },
    ),
    job: group(
      {
        eyebrow: line("Small line above a role's heading"),
        lead: line("Heading of the card naming the lead, beside the role's heading"),
        apply: line("Button to the application form"),
        allRoles: line("Button back to the open roles"),
        about: line("Heading of the role's description"),
        responsibilities: line("Heading of the responsibilities"),
        requirements: line("Heading of the requirements"),
        facts: group(
          {
            title: heading(),
            type: line("Contract"),
            location: line("Where"),
            experience: line("Experience"),
            salary: line("Salary"),
            applyBy: line("Apply by"),
            posted: line("Posted"),
          },
          { label: "The role's facts" },
        ),
        employmentTypes: group(
          {
            FULL_TIME: line("FULL_TIME"),
            PART_TIME: line("PART_TIME"),
            CONTRACTOR: line("CONTRACTOR"),
            TEMPORARY: line("TEMPORARY"),
            INTERN: line("INTERN"),
          },
          { label: "Kinds of contract", hint: "How each contract code is written on the pages." },
        ),
        workplaces: group(
          { office: line("office"), hybrid: line("hybrid"), remote: line("remote") },
          { label: "Places of work", hint: "How each place-of-work code is written on the pages." },
        ),
        salary: template(
          "Salary line",
          ["min", "max"],
          "{min} and {max} are the yearly range in lakh, such as 12 and 18.",
        ),
        applyEyebrow: eyebrow(),
        applyTitle: line("Application form heading"),
        applyDescription: paragraph("Sentence under the form heading"),
        applySteps: line("Heading of the steps beside the form"),
        sentStep: paragraph(
          "First of those steps",
          "Sending this form. The second and third steps are the careers page's (Careers, How to apply); its first, which sends the visitor to a role's page, is not shown here.",
        ),
        emailInstead: paragraph("Line for those who would rather email"),
        cardEyebrow: template(
          "Sharing card's small line",
          ["type"],
          "{type} is the kind of contract, such as Full-time.",
        ),
      },
      { label: "A role's page", hint: "The words around each opening of content/jobs/." },
    ),
    apply: group(
      {
        eyebrow: eyebrow(),
        title: heading(),
        cvTitle: line("CV card heading"),
        cvText: paragraph("CV card text"),
        questions: line("Questions line"),
        contact: link("Contact link"),
      },
      { label: "How to apply" },
    ),
  },
  { label: "Careers page" },
);

/**
 * What to read while the team answers: at the foot of the thank-you panel that takes a form's
 * place once it has sent. Read on the server, so the forms' script does not carry it.
 */
const sentReading = () =>
  group(
    {
      title: text({ label: "Heading", max: 40, why: "fit on one line in the panel" }),
      links: list(sharedLink("Link", { max: 60, why: "fit on one line in the panel" }), {
        label: "Links",
        min: 1,
        max: 3,
      }),
    },
    {
      label: "After sending: what to read",
      hint: "At the foot of the thank-you panel that takes the form's place once sent: a case study or an article to read while the team answers.",
    },
  );

const contactCard = (label: string) =>
  group({ title: heading(), text: paragraph("Text"), action: line("Last line") }, { label });

const contact = group(
  {
    formTitle: line("Form heading"),
    sent: sentReading(),
    hero: hero(),
    cards: group(
      {
        message: contactCard("Message card (opens the form)"),
        call: contactCard("Call card (dials the phone)"),
        support: contactCard("Support card (opens /support)"),
      },
      { label: "Cards under the top" },
    ),
    office: group(
      {
        title: heading(),
        mapAlt: line("Description of the map (read by screen readers)"),
        openMap: line("Map link"),
      },
      { label: "Office" },
    ),
    details: group(
      {
        email: line("Email row"),
        phone: line("Phone row"),
        office: line("Office row"),
        hours: line("Hours row"),
        timezone: line("After the hours"),
      },
      {
        label: "Contact details",
        hint: "The rows of the company's details (contact and quote pages).",
      },
    ),
    careers: group(
      { title: heading(), description: paragraph("Text") },
      { label: "Careers box", hint: "Its button is the shared “See open roles”." },
    ),
    social: group(
      { title: heading(), description: paragraph("Text") },
      { label: "Social profiles box" },
    ),
  },
  { label: "Contact page" },
);

/** Numbered steps, each a title and a sentence or two. */
const steps = (count: { min: number; max: number }) =>
  list(
    group(
      { title: line("Title"), description: paragraph("Description") },
      { label: "Step", summary: "{{fields.title}}" },
    ),
    { label: "Steps", ...count },
  );

const quote = group(
  {
    hero: hero(),
    formTitle: line("Form heading"),
    sent: sentReading(),
    talk: group(
      { title: heading(), description: paragraph("Text") },
      { label: "Prefer to talk box" },
    ),
    next: group(
      {
        title: heading(),
        steps: steps({ min: 2, max: 4 }),
      },
      {
        label: "What happens next box",
        hint: "Beside the form, under Prefer to talk: what follows a request, step by step.",
      },
    ),
    faqDescription: lead(),
  },
  { label: "Quote page" },
);

const support = group(
  {
    hero: hero(),
    contactSupport: line("Contact button"),
    emailSupport: line("Email button"),
    emailSubject: line("Subject of the support email"),
    channels: group(
      {
        eyebrow: eyebrow(),
        title: heading(),
        description: lead(),
        hours: line("Hours heading"),
        timezone: line("Time zone"),
        promise: line("Reply promise heading"),
      },
      { label: "Support channels" },
    ),
    plans: group(
      {
        eyebrow: eyebrow(),
        title: heading(),
        description: lead(),
        ask: template(
          "Button at the foot of each plan",
          ["plan"],
          "{plan} is the plan's name. Opens the contact form.",
        ),
        help: group(
          {
            before: line("Before the link"),
            link: line("Link text", "Opens the contact form."),
            after: line("After the link"),
          },
          { label: "Line under the plans" },
        ),
      },
      { label: "Support plans" },
    ),
    cta: group(
      {
        primary: line("First button", "Opens the contact form."),
        title: heading(),
        description: paragraph("Sentence under the heading"),
        secondary: link("Second button"),
      },
      { label: "Closing band" },
    ),
  },
  { label: "Support page" },
);

const hire = group(
  {
    hero: hero(),
    actions: group(
      {
        primary: link("First button"),
        seeRoles: line("Second button", "Scrolls to the roles."),
      },
      { label: "Buttons at the top" },
    ),
    roles: group(
      {
        eyebrow: eyebrow(),
        title: heading(),
        description: lead(),
        hire: template(
          "Link under each role",
          ["article", "role"],
          "{role} is the role's title; {article} becomes “a”, or “an” before a role starting with A, E, I or O.",
        ),
        skills: template(
          "Name of a role's skills (read by screen readers)",
          ["role"],
          "{role} is the role's title.",
        ),
        endTile: group(
          { title: heading(), description: paragraph("Sentence under the heading") },
          {
            label: "Closing tile of the roles",
            hint: "Where the roles leave room in their last row, a tile with this text and the shared “Get a Quote” button fills it.",
          },
        ),
      },
      { label: "Roles" },
    ),
    leads: group(
      {
        eyebrow: eyebrow(),
        title: heading(),
        description: lead(),
        vets: line("Before the roles a lead vets"),
      },
      {
        label: "The leads who vet",
        hint: "Under the roles: each practice lead a role names (Roles' “lead” in Hire), once, with the roles they vet.",
      },
    ),
    engagement: section("Engagement models"),
    steps: section("How hiring works"),
    cta: closing("Its buttons are the shared “Get a Quote” and “Contact Us”."),
  },
  { label: "Hire page" },
);

const portfolio = group(
  {
    hero: hero(),
    techStack: line("Tech stack heading"),
    services: group(
      { title: heading(), all: link("Link to all services") },
      { label: "Services strip" },
    ),
    projects: group(
      {
        eyebrow: eyebrow(),
        title: heading(),
        description: lead(),
        client: line("Before the client's name"),
        duration: line("Before the duration"),
        challenge: line("Challenge heading"),
        viewCaseStudy: line("Case study link"),
        technologies: line("Technologies heading"),
        navLabel: line("Name of the project links (read by screen readers)"),
      },
      { label: "Projects" },
    ),
    statsLabel: line("Name of the figures (read by screen readers)"),
    testimonialsTitle: line(
      "Testimonials heading",
      "The rest of the section's heading is the shared testimonials section's.",
    ),
    cta: closing("Its buttons are the shared “Contact Us” and “Get a Quote”."),
  },
  { label: "Portfolio page" },
);

const projectVar = "{project} is the project's title.";
const categoryVar = "{category} is the project's category, such as Web.";

const caseStudy = group(
  {
    eyebrow: template("Small line above the heading", ["category"], categoryVar),
    titleTag: template(
      "Title in search results and on the sharing card",
      ["project"],
      `${projectVar} The site's name follows it.`,
    ),
    allWork: link("Second button at the top", "The first is the shared “Get a Quote”."),
    glance: group(
      {
        label: line("Name of the facts under the heading (read by screen readers)"),
        client: line("Client"),
        duration: line("Duration"),
        team: line("Team"),
        people: template("Team size", ["count"], "{count} is the number of people."),
      },
      { label: "Facts under the heading" },
    ),
    client: line("The client heading"),
    challenge: line("The challenge heading"),
    built: group(
      { title: heading(), approach: line("How we worked: small heading") },
      { label: "What we built" },
    ),
    results: template("Results band's name (read by screen readers)", ["project"], projectVar),
    stack: group(
      { title: heading(), description: lead(), tools: line("Other tools: small heading") },
      { label: "Technologies" },
    ),
    team: group(
      { title: heading(), description: lead(), total: line("Total: label") },
      { label: "Duration and team" },
    ),
    testimonial: line("Testimonial heading"),
    next: group(
      { eyebrow: eyebrow(), link: line("Link text") },
      { label: "Next case study", hint: "After the last case study, the first comes next." },
    ),
    cta: closing(
      "Its buttons are the shared “Get a Quote” and the second button at the top (all work).",
    ),
  },
  {
    label: "Each case study",
    hint: "Around each project's own text on /portfolio/…; the project's own words are in Projects.",
  },
);

const services = group(
  {
    hero: hero(),
    jumpLinksLabel: line("Name of the category links (read by screen readers)"),
    overviewLink: template(
      "Link to a category's page",
      ["service"],
      "{service} is the category's name.",
    ),
    answeredBy: line("Above the name of the lead in a category's closing tile"),
    cta: closing("Its buttons are the shared “Get a Quote” and “Contact Us”."),
  },
  { label: "Services page" },
);

const serviceDetail = group(
  {
    cardEyebrow: template(
      "Small line on the sharing card",
      ["category"],
      "{category} is the service's category.",
    ),
    allServices: link("Second button at the top", "The first is the shared “Get a Quote”."),
    cta: group(
      {
        title: template("Heading", ["service"], "{service} is the service's name."),
        description: paragraph("Sentence under the heading"),
        getInTouch: line("First button", "Opens the contact form on the home page."),
        secondary: link("Second button"),
      },
      { label: "Closing band" },
    ),
    overview: line("Overview heading"),
    overviewLead: line(
      "Above the practice lead's name, under the overview heading",
      "Such as Led by: the lead of the service's category (Service categories) is named under it.",
    ),
    featuresDescription: paragraph("Sentence under the key features heading"),
    benefits: group({ title: heading(), description: lead() }, { label: "Benefits" }),
    techStack: group(
      {
        title: heading(),
        description: lead(),
        label: template(
          "Name of the technology list (read by screen readers)",
          ["service"],
          "{service} is the service's name.",
        ),
      },
      { label: "Technology stack" },
    ),
    caseStudies: group(
      {
        title: heading(),
        description: lead(),
        results: line("Results heading"),
        moreResults: line(
          "Results heading under a result set large",
          "Over the other results of a story whose first result stands large at its head.",
        ),
      },
      { label: "Case studies" },
    ),
    related: group({ title: heading(), description: lead() }, { label: "Other services" }),
  },
  { label: "Each service's page", hint: "Around each service's own text on /services/…" },
);

const technologies = group(
  {
    hero: hero(),
    jumpLinksLabel: line("Name of the group links (read by screen readers)"),
    groups: group(
      {
        frontend: paragraph("Frontend"),
        backend: paragraph("Backend"),
        crossPlatform: paragraph("Cross-Platform"),
        database: paragraph("Database"),
        cloudDevops: paragraph("Cloud & DevOps"),
      },
      { label: "Sentence under each group's heading" },
    ),
    shippedWith: template(
      "Line above the project shown beside a group",
      ["technologies"],
      "{technologies} lists the group's technologies the project was built with.",
    ),
    cta: closing("Its buttons are the shared “Get a Quote” and “Hire Developers”."),
  },
  { label: "Technologies page" },
);

const technologyVar = "{technology} is the technology's name.";
const groupVar = "{group} is the technology's group, such as Frontend.";

const technologyDetail = group(
  {
    eyebrow: template("Small line above the heading", ["group"], groupVar),
    projects: group(
      {
        title: template("Heading", ["technology"], technologyVar),
        description: template("Sentence under the heading", ["technology"], technologyVar),
      },
      {
        label: "Projects built with it",
        hint: "The portfolio's projects whose technologies list it; a technology no project lists has no such section.",
      },
    ),
    services: group(
      {
        title: template("Heading", ["technology"], technologyVar),
        description: template("Sentence under the heading", ["technology"], technologyVar),
        end: group(
          {
            title: template("Heading", ["technology"], technologyVar),
            description: template("Sentence", ["technology"], technologyVar),
            link: link("Its button"),
          },
          {
            label: "Closing tile",
            hint: "Shown after the services where a row has room left (none when the rows are full).",
          },
        ),
      },
      { label: "Services that use it" },
    ),
    more: template("Heading of the group's other technologies", ["group"], groupVar),
    overview: group(
      {
        allInGroup: template("Link to the group", ["group"], groupVar),
        title: template("Use cases heading", ["technology"], technologyVar),
        lead: template("Sentence before the use cases", ["technology"], technologyVar),
      },
      { label: "Overview" },
    ),
    cta: group(
      {
        title: template("Heading", ["technology"], technologyVar),
        description: paragraph("Sentence under the heading"),
      },
      { label: "Closing band", hint: "Its buttons are the shared “Get a Quote” and “Contact Us”." },
    ),
  },
  {
    label: "Each technology's page",
    hint: "Around each technology's own text on /technologies/…; the top buttons are the shared “Get a Quote” and “Hire Developers”.",
  },
);

const products = group(
  {
    hero: group(
      {
        eyebrow: eyebrow(),
        title: heading(),
        description: template(
          "Sentence under the heading",
          ["count"],
          "{count} is the number of products.",
        ),
      },
      { label: "Top of the page" },
    ),
    actions: group(
      { browse: line("Second button", "Scrolls to the catalogue.") },
      { label: "Buttons at the top", hint: "The first is the shared “Get a Quote”." },
    ),
    catalogueLabel: line("Name of the catalogue (read by screen readers)"),
    shippedFor: template(
      "Line on a product's card naming the client it was shipped for",
      ["client"],
      "{client} is the client of the product's project (Shipped for a client).",
    ),
    shipped: group(
      {
        eyebrow: eyebrow(),
        title: heading(),
        description: template(
          "Sentence under the heading",
          ["count"],
          "{count} is the number of products that name a client's project.",
        ),
      },
      {
        label: "Shipped for clients",
        hint: "Above the catalogue on /products: each product that names the client's project it was shipped as (“Shipped for a client”), with that client and the project's first result. Without any such product the band is left out.",
      },
    ),
    adoption: group(
      {
        eyebrow: eyebrow(),
        title: heading(),
        description: lead(),
        steps: steps({ min: 3, max: 5 }),
      },
      {
        label: "From ready-made to yours",
        hint: "How a product becomes the client's app, step by step: on /products, under the catalogue, and on each product's page.",
      },
    ),
    screensAlt: template(
      "Description of the screens in the band (read by screen readers)",
      ["products"],
      "{products} lists the products whose apps the picture shows.",
    ),
    cta: group(
      {
        title: heading(),
        description: paragraph("Sentence under the heading"),
        primary: link("First button"),
      },
      { label: "Closing band", hint: "Its second button is the shared “Contact Us”." },
    ),
  },
  { label: "Products page" },
);

const productDetail = group(
  {
    eyebrow: template(
      "Small line above the heading",
      ["industry"],
      "{industry} is the product's industry.",
    ),
    talkToUs: link("Second button at the top", "The first is the shared “Get a Quote”."),
    screensAlt: template(
      "Description of the product's screens in the band (read by screen readers)",
      ["product", "apps"],
      "{product} is the product's name; {apps} lists the apps the picture shows.",
    ),
    others: group({ title: heading(), description: lead() }, { label: "Other products" }),
    overview: group(
      {
        industry: line("Industry (the editor's preview of a product)"),
        platforms: line("Label before the platforms, at the top"),
        modules: group(
          {
            title: heading(),
            description: template(
              "Sentence under the heading",
              ["count"],
              "{count} is the number of apps.",
            ),
          },
          { label: "Apps delivered" },
        ),
      },
      { label: "Overview" },
    ),
    shipped: group(
      {
        title: template("Heading", ["client"], "{client} is the client of the product's project."),
        description: lead(),
      },
      {
        label: "Shipped for a client",
        hint: "The case study of a product's project (its Shipped for a client), under its apps; a product without one has no such section.",
      },
    ),
    cta: group(
      {
        title: template("Heading", ["product"], "{product} is the product's name."),
        description: paragraph("Sentence under the heading"),
      },
      { label: "Closing band", hint: "Its buttons are the shared “Get a Quote” and “Contact Us”." },
    ),
  },
  { label: "Each product's page", hint: "Around each product's own text on /products/…" },
);

const notFound = group(
  {
    title: heading(),
    description: searchDescription(
      "Description (search results and sharing card)",
      "Not shown on the page itself.",
    ),
    text: paragraph("Text"),
    note: group(
      {
        person: id({
          label: "Who says it",
          hint: "The id of a person in Team, Practice leads (such as mihir-bhatt): their drawing or portrait, name and role stand beside the words.",
          why: "as it names a person of the team",
        }),
        text: paragraph("Their words"),
      },
      {
        label: "A word from the team",
        hint: "Under the text: one of the team, in their own words, on why the page is missing and where to look.",
      },
    ),
    home: link("Button"),
    popularPages: line("Popular pages heading"),
  },
  { label: "Page not found" },
);

const previewBanner = group(
  {
    label: line("Name of the strip (read by screen readers)"),
    badge: line("Badge"),
    commit: line("Before the commit"),
    built: line("Before the build time"),
    unknownCommit: line("When the commit is unknown"),
    unknownTime: line("When the build time is unknown"),
    note: line("Note"),
  },
  { label: "Preview strip", hint: "Shown on preview builds only, never on the live site." },
);

const search = group(
  {
    suggestions: group(
      {
        title: line("Heading"),
        queries: list(text({ label: "Search", max: 32, why: "fit a pill" }), {
          label: "Searches",
          hint: "Each is a link that runs that search; every one must find pages holding all its words.",
          min: 3,
          max: 8,
        }),
      },
      { label: "Popular searches, beside the results on /search" },
    ),
    ask: group(
      {
        title: line("Heading"),
        text: text({ label: "Text", widget: "text" }),
        link: line("Link to the contact page"),
      },
      { label: "When the search does not help, beside the results on /search" },
    ),
  },
  {
    label: "Search page",
    hint: "Beside the results on /search.",
  },
);

export const sectionsFile = group({
  common: shared,
  about,
  careers,
  contact,
  quote,
  support,
  hire,
  portfolio,
  caseStudy,
  services,
  serviceDetail,
  technologies,
  technologyDetail,
  products,
  productDetail,
  notFound,
  search,
  previewBanner,
});

export type SectionsFile = z.infer<typeof sectionsFile>;
export type SectionText = z.infer<typeof sectionText>;
export type CallToActionText = z.infer<typeof callToActionText>;
