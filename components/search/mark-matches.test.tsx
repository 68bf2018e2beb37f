import { render } from "@testing-library/react";

import { markMatches } from "./search-page";

const marked = (text: string, query: string, terms: string[] = []) => {
  const { container } = render(<p>{markMatches(text, query, terms)}</p>);
  return {
    text: container.textContent,
    marks: [...container.querySelectorAll("mark")].map((mark) => mark.textContent),
  };
};

describe("markMatches", () => {
  it("marks each word of the query where it appears, whatever its case, and keeps the text whole", () => {
    expect(marked("Logistics & Delivery App for fleets", "delivery app")).toEqual({
      text: "Logistics & Delivery App for fleets",
      marks: ["Delivery", "App"],
    });
  });

  it("marks the start of a longer word being typed", () => {
    expect(marked("A delivery management platform", "deliv").marks).toEqual(["deliv"]);
  });

  it("marks, whole, the words the index matched a near spelling to", () => {
    // "delivery" found Laravel by its "deliver", and a product by "Delhivery": both unmarked.
    expect(
      marked("It lets us deliver secure apps quickly.", "delivery", ["deliver"]).marks,
    ).toEqual(["deliver"]);
    expect(
      marked("Shipping integrations such as Shiprocket and Delhivery", "delivery", ["delhivery"])
        .marks,
    ).toEqual(["Delhivery"]);
    // Not inside a longer word: the index matched the word, not a part of one.
    expect(marked("Delivering apps", "xyzzy", ["deliver"]).marks).toEqual([]);
  });

  it("takes the query's words as words, not as a pattern", () => {
    expect(marked("C++ and C# (and .NET)", "c++ .net").marks).toEqual(["C++", ".NET"]);
    expect(marked("Nothing here", "(").marks).toEqual([]);
  });

  it("marks nothing for an empty query or single letters", () => {
    expect(marked("React Native", "").marks).toEqual([]);
    expect(marked("React Native", "a").marks).toEqual([]);
  });
});
