/** The typed headline's rhythm, in milliseconds. */
export const typing = { type: 100, erase: 50, pause: 2000 } as const;

export interface TypeFrame {
  /** Index of the word being typed or erased. */
  index: number;
  text: string;
  deleting: boolean;
}

/** The frame prerendered and shown first: the whole first word. */
export function firstFrame(words: readonly string[]): TypeFrame {
  return { index: 0, text: words[0] ?? "", deleting: false };
}

/** The frame after `frame`, and how long to wait before showing it. */
export function nextFrame(
  words: readonly string[],
  frame: TypeFrame,
): { frame: TypeFrame; delay: number } {
  const word = words[frame.index] ?? "";
  if (!frame.deleting) {
    if (frame.text.length < word.length) {
      return {
        frame: { ...frame, text: word.slice(0, frame.text.length + 1) },
        delay: typing.type,
      };
    }
    return { frame: { ...frame, deleting: true, text: word.slice(0, -1) }, delay: typing.pause };
  }
  if (frame.text.length > 0) {
    return { frame: { ...frame, text: frame.text.slice(0, -1) }, delay: typing.erase };
  }
  const index = (frame.index + 1) % words.length;
  return {
    frame: { index, text: (words[index] ?? "").slice(0, 1), deleting: false },
    delay: typing.type,
  };
}
