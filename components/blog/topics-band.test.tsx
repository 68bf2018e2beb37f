import { render, screen, within } from "@testing-library/react";

import { tags } from "@/content/articles";
import { blogText } from "@/content/blog";

import { TopicsBand } from "./topics-band";

describe("TopicsBand", () => {
  it("on a topic's page marks its own topic as the current page, not a link, the others links", () => {
    const [current, ...others] = tags;
    render(<TopicsBand current={current!.slug} />);
    const list = within(screen.getByRole("region", { name: blogText.list.topics }));
    const own = list.getByText(current!.name);
    expect(own).toHaveAttribute("aria-current", "page");
    expect(own.closest("a")).toBeNull();
    for (const tag of others)
      expect(list.getByRole("link", { name: tag.name })).toHaveAttribute("href", tag.href);
  });

  it("on /blog marks no topic as current: every topic is a link", () => {
    render(<TopicsBand />);
    const list = within(screen.getByRole("region", { name: blogText.list.topics }));
    expect(
      list.getAllByRole("link", { name: (name) => tags.some((tag) => tag.name === name) }),
    ).toHaveLength(tags.length);
    expect(document.querySelector("[aria-current]")).toBeNull();
  });
});
