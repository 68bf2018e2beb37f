import { isOpen, lakh, officeDate, openJobs, postingHtml, validThroughIso } from "./jobs";

const job = (title: string, datePosted: string, validThrough: string) => ({
  title,
  datePosted,
  validThrough,
});

describe("isOpen", () => {
  it("keeps a role open through its last day, and closes it the day after", () => {
    const role = { validThrough: "2027-01-31" };
    expect(isOpen(role, "2027-01-30")).toBe(true);
    expect(isOpen(role, "2027-01-31")).toBe(true);
    expect(isOpen(role, "2027-02-01")).toBe(false);
    expect(isOpen(role, "2028-01-01")).toBe(false);
  });
});

describe("openJobs", () => {
  it("leaves out the roles past their last day, newest first", () => {
    const roles = [
      job("Old", "2026-08-01", "2026-10-15"),
      job("Older open", "2026-10-01", "2027-01-31"),
      job("Newest", "2026-11-20", "2027-02-28"),
      job("Same day B", "2026-11-01", "2027-01-31"),
      job("Same day A", "2026-11-01", "2027-01-31"),
    ];
    expect(openJobs(roles, "2026-11-26").map((role) => role.title)).toEqual([
      "Newest",
      "Same day A",
      "Same day B",
      "Older open",
    ]);
    expect(openJobs(roles, "2027-02-01").map((role) => role.title)).toEqual(["Newest"]);
  });
});

describe("officeDate", () => {
  it("is the date in Ahmedabad, not in the build machine's zone", () => {
    // 20:00 UTC on 31 January is already 1 February in India (UTC+5:30).
    expect(officeDate(new Date("2027-01-31T20:00:00Z"))).toBe("2027-02-01");
    expect(officeDate(new Date("2027-01-31T18:00:00Z"))).toBe("2027-01-31");
  });
});

it("states a posting's end as the end of its last day in India", () => {
  expect(validThroughIso("2027-01-31")).toBe("2027-01-31T23:59:59+05:30");
  expect(Date.parse(validThroughIso("2027-01-31"))).toBe(Date.parse("2027-01-31T18:29:59Z"));
});

it("writes yearly amounts in lakh", () => {
  expect(lakh(1_400_000)).toBe("14");
  expect(lakh(850_000)).toBe("8.5");
  expect(lakh(1_225_000)).toBe("12.3");
});

describe("postingHtml", () => {
  const headings = { responsibilities: "What you will do", requirements: "What you bring" };

  it("gives the description, then each list under its heading", () => {
    const html = postingHtml(
      {
        description: "You build **apps**.\n\n- Flutter\n- Dart",
        responsibilities: ["Ship features"],
        requirements: ["2 years"],
      },
      headings,
    );
    expect(html).toBe(
      "<p>You build <strong>apps</strong>.</p><ul><li>Flutter</li><li>Dart</li></ul>" +
        "<h3>What you will do</h3><ul><li>Ship features</li></ul>" +
        "<h3>What you bring</h3><ul><li>2 years</li></ul>",
    );
  });

  it("escapes every text, so none can become markup", () => {
    const html = postingHtml(
      {
        description: "Tom & Jerry <b>",
        responsibilities: ['<script>alert("x")</script>'],
        requirements: ["a > b"],
      },
      headings,
    );
    expect(html).not.toMatch(/<script|<b>/);
    expect(html).toContain("Tom &amp; Jerry &lt;b&gt;");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });
});
