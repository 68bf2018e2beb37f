/**
 * @jest-environment node
 */
import teamData from "../data/team.json";
import { pictureProblems, pictureUses } from "./pictures";
import { PORTRAIT_MAX_KILOBYTES, teamFile } from "./team";
import { contentProblems } from "./validate";

const FILE = "content/data/team.json";
const problems = (data: unknown) => contentProblems(FILE, teamFile, data);

/** The team file with its first practice lead changed. */
const withFirstLead = (change: Record<string, unknown>) => {
  const [first, ...rest] = teamData.leads;
  return { ...teamData, leads: [{ ...first, ...change }, ...rest] };
};

describe("the team's schema", () => {
  it("takes a person with no portrait and no LinkedIn profile", () => {
    const bare = { ...teamData.leads[0]!, linkedin: undefined };
    expect(problems({ ...teamData, leads: [bare, ...teamData.leads.slice(1)] })).toEqual([]);
  });

  it("refuses a LinkedIn link that is not a person's profile", () => {
    const [message] = problems(
      withFirstLead({ linkedin: "https://www.linkedin.com/company/dunga" }),
    );
    expect(message).toMatch(/leads → karan-trivedi → linkedin/);
    expect(message).toMatch(/own LinkedIn profile, such as https:\/\/www\.linkedin\.com\/in\//);
  });

  it("refuses two people of the same name, whose drawn cards would be one file", () => {
    const [message] = problems(withFirstLead({ name: teamData.leaders[0]!.name }));
    expect(message).toMatch(/is already the name of a leader/);
  });

  it("refuses a portrait that is not a picture's path", () => {
    expect(problems(withFirstLead({ portrait: "karan.pdf" }))[0]).toMatch(
      /portrait.*a picture's path under public\//,
    );
  });
});

describe("an uploaded portrait", () => {
  const checked = (facts: { bytes: number; width: number; height: number }) => {
    const data = new Map([["team", withFirstLead({ portrait: "/images/uploads/karan.jpg" })]]);
    return pictureProblems(pictureUses(data), async () => facts);
  };

  it("of the frame's shape and small enough is taken", async () => {
    expect(await checked({ bytes: 90_000, width: 640, height: 800 })).toEqual([]);
  });

  it("too large is refused, with its size, the limit and what to do", async () => {
    expect(await checked({ bytes: 420_000, width: 640, height: 800 })).toEqual([
      `${FILE}: leads → karan-trivedi → portrait: /images/uploads/karan.jpg is 420 kB; at most ${PORTRAIT_MAX_KILOBYTES} kB keep the page fast (save it smaller, as WebP or JPEG)`,
    ]);
  });

  it("of another shape is refused, with the shape to crop it to", async () => {
    const [message] = await checked({ bytes: 90_000, width: 800, height: 800 });
    expect(message).toMatch(/is 800 × 800; its frame on the page is 4:5 \(such as 1200 × 1500\)/);
  });

  it("that is not in public/ is refused", async () => {
    const data = new Map([["team", withFirstLead({ portrait: "/images/uploads/karan.jpg" })]]);
    const [message] = await pictureProblems(pictureUses(data), async () => undefined);
    expect(message).toMatch(/karan\.jpg, which is not in public\//);
  });
});
