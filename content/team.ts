import data from "./data/team.json";
import { portraitOf } from "./people";
import { fillAll } from "./placeholders";
import type { TeamFile, TeamPerson } from "./schema/team";
import type { Picture } from "./types";

/** The "Our team" section of /about, from content/data/team.json (edited in the CMS as "Team"). */
const file = fillAll(data as TeamFile);

/** A person as the pages show them: their uploaded portrait, or the card drawn from their name. */
export interface Person extends Omit<TeamPerson, "portrait"> {
  portrait: Picture;
}

const person = ({ portrait, ...rest }: TeamPerson): Person => ({
  ...rest,
  portrait: portraitOf(rest.name, portrait),
});

export const teamIntro: string[] = file.intro;

/** The founders who run the company. */
export const leaders: Person[] = file.leaders.map(person);

/** The leads of the practices the team is organised in. */
export const practiceLeads: Person[] = file.leads.map(person);

/** Who is on every project team. */
export const projectTeam: string[] = file.projectTeam;

export const leadership: string = file.leadership;

/**
 * A practice lead by their id, as another entry names them (a role's lead, the missing page's
 * note); the build refuses an id that names no one (content/schema/check.ts).
 */
export function practiceLead(id: string): Person {
  const lead = practiceLeads.find((person) => person.id === id);
  if (!lead) throw new Error(`${id} is not the id of a practice lead in content/data/team.json`);
  return lead;
}

/** Everyone with a card on /about, founders first. */
export const people: Person[] = [...leaders, ...practiceLeads];

/** Where a person's card is: their anchor in the team section of /about. */
export const personHref = (id: string) => `/about#${id}`;
