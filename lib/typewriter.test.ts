import { firstFrame, nextFrame, typing, type TypeFrame } from "./typewriter";

const words = ["Go", "Up"];

function run(from: TypeFrame, steps: number) {
  const out: { text: string; delay: number }[] = [];
  let frame = from;
  for (let i = 0; i < steps; i += 1) {
    const next = nextFrame(words, frame);
    out.push({ text: next.frame.text, delay: next.delay });
    frame = next.frame;
  }
  return out;
}

describe("typewriter", () => {
  it("starts on the whole first word", () => {
    expect(firstFrame(words)).toEqual({ index: 0, text: "Go", deleting: false });
  });

  it("pauses on a whole word, erases letter by letter, then types the next word", () => {
    expect(run(firstFrame(words), 5)).toEqual([
      { text: "G", delay: typing.pause },
      { text: "", delay: typing.erase },
      { text: "U", delay: typing.type },
      { text: "Up", delay: typing.type },
      { text: "U", delay: typing.pause },
    ]);
  });

  it("cycles back to the first word after the last", () => {
    const last: TypeFrame = { index: 1, text: "", deleting: true };
    expect(nextFrame(words, last).frame).toEqual({ index: 0, text: "G", deleting: false });
  });

  it("types, pauses and deletes at the headline's fixed rhythm", () => {
    expect(typing).toEqual({ type: 100, erase: 50, pause: 2000 });
  });
});
