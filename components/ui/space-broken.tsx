import { Fragment } from "react";

/**
 * A text that breaks at its spaces only: a browser also breaks after a hyphen, which left opening
 * hours as "Monday-Friday 9AM-" on one line and "6PM (IST)" on the next in a narrow column. Each
 * word is held whole; the spaces between them stay breakable.
 */
export function SpaceBroken({ text }: { text: string }) {
  return text.split(" ").map((word, index) => (
    <Fragment key={index}>
      {index > 0 && " "}
      <span className="whitespace-nowrap">{word}</span>
    </Fragment>
  ));
}
