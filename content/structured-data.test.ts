import { breadcrumbs, faqPage, jobPosting } from "./structured-data";

const origin = "https://www.dunga.in";

describe("breadcrumbs", () => {
  const items = (path: string, title: string) =>
    (breadcrumbs(path, title).itemListElement as unknown as { name: string; item: string }[]).map(
      ({ name, item }) => [name, item],
    );

  it("runs from home through the section to the page", () => {
    expect(items("/products/fintech", "Fintech App")).toEqual([
      ["Home", origin],
      ["Products", `${origin}/products`],
      ["Fintech App", `${origin}/products/fintech`],
    ]);
  });

  it("has two steps for a page of its own section", () => {
    expect(items("/quote", "Get a Quote")).toEqual([
      ["Home", origin],
      ["Get a Quote", `${origin}/quote`],
    ]);
  });

  it("names each page by its one address, percent-encoded", () => {
    expect(items("/services/ai-&-machine-learning", "AI & Machine Learning").at(-1)).toEqual([
      "AI & Machine Learning",
      `${origin}/services/ai-%26-machine-learning`,
    ]);
  });
});

it("states each question with its answer", () => {
  const data = faqPage([{ question: "How long?", answer: "Eight to twelve weeks." }]);
  expect(data.mainEntity).toEqual([
    {
      "@type": "Question",
      name: "How long?",
      acceptedAnswer: { "@type": "Answer", text: "Eight to twelve weeks." },
    },
  ]);
});

describe("jobPosting", () => {
  const input = {
    id: "flutter-developer",
    path: "/careers/flutter-developer",
    title: "Flutter Developer",
    description: "<p>Build apps.</p>",
    datePosted: "2026-11-09",
    validThrough: "2027-02-15T23:59:59+05:30",
    employmentType: "FULL_TIME",
    remote: false,
  };

  it("carries what job search requires, hired by the agency, at the office", () => {
    const posting = jobPosting(input) as unknown as Record<string, Record<string, unknown>>;
    expect(posting).toMatchObject({
      "@type": "JobPosting",
      title: "Flutter Developer",
      description: "<p>Build apps.</p>",
      datePosted: "2026-11-09",
      validThrough: "2027-02-15T23:59:59+05:30",
      employmentType: "FULL_TIME",
      url: `${origin}/careers/flutter-developer`,
      hiringOrganization: {
        "@type": "Organization",
        name: "Dunga",
        sameAs: `${origin}/`,
        logo: `${origin}/logo.svg`,
      },
      jobLocation: {
        "@type": "Place",
        address: { "@type": "PostalAddress", addressLocality: "Ahmedabad", addressCountry: "IN" },
      },
    });
    expect(posting).not.toHaveProperty("jobLocationType");
    expect(posting).not.toHaveProperty("baseSalary");
  });

  it("states a remote role as open to applicants in India, with no office", () => {
    const posting = jobPosting({ ...input, remote: true }) as unknown as Record<string, unknown>;
    expect(posting).toMatchObject({
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: { "@type": "Country", name: "India" },
    });
    expect(posting).not.toHaveProperty("jobLocation");
  });

  it("gives the salary range where the role states one, yearly in rupees", () => {
    const posting = jobPosting({ ...input, salary: { min: 700_000, max: 1_200_000 } });
    expect(posting.baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "INR",
      value: {
        "@type": "QuantitativeValue",
        minValue: 700_000,
        maxValue: 1_200_000,
        unitText: "YEAR",
      },
    });
  });
});
