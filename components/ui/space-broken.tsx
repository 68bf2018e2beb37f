import { Fragment } from "react";

/**
 * Parts of a text, each held whole on its line, the spaces between them breakable: a line breaks
 * between two parts only. (A browser also breaks after a hyphen or an arrow, which left opening
 * hours as "Monday-Friday 9AM-" / "6PM (IST)" and a line of steps ending on its arrow.)
 */
export function WholeParts({ parts }: { parts: readonly string[] }) {
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && " "}
      <span className="whitespace-nowrap">{part}</span>
    </Fragment>
  ));
}

/** A text that breaks at its spaces only, each word whole ("9AM-6PM" never split). */
export function SpaceBroken({ text }: { text: string }) {
  return <WholeParts parts={text.split(" ")} />;
}
