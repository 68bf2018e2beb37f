import { collections } from "./collections";
import { contentProblems } from "./validate";

/** Every content file checked against its schema: the problems, in words an editor can act on. */
export function checkContent(readFile: (file: string) => string): string[] {
  return collections.flatMap(({ file, schema }) => {
    let data: unknown;
    try {
      data = JSON.parse(readFile(file));
    } catch (error) {
      return [`${file} could not be read as JSON: ${(error as Error).message}`];
    }
    return contentProblems(file, schema, data);
  });
}
