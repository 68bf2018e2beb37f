import data from "./data/team.json";
import { fillAll } from "./placeholders";
import type { TeamFile } from "./schema/team";
import type { Feature } from "./types";

/** The "Our team" section of /about, from content/data/team.json (edited in the CMS as "Team"). */
const file = fillAll(data as TeamFile);

export const teamIntro: string[] = file.intro;

/** The practices the team is organised in. */
export const teamPractices: Feature[] = file.practices;

/** Who is on every project team. */
export const projectTeam: string[] = file.projectTeam;

export const leadership: string = file.leadership;
