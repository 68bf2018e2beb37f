import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { quoteSchema } from "./schemas/quote";
import { QuoteForm } from "./quote-form";
import { formThanks } from "@/content/form-thanks";
import { site } from "@/content/site";

import {
  asha,
  expectBusy,
  expectSent,
  holdSend,
  mockedSend,
  startEachTestAfresh,
  requiredMessages,
} from "./testing";

jest.mock("@/lib/email", () => ({
  ...jest.requireActual("@/lib/email"),
  sendEmail: jest.fn(),
}));

// Each test types whole forms key by key, which takes seconds on a busy machine.
jest.setTimeout(20_000);

const DRAFT = "dunga:draft:quote";
const FAILURE =
  "There was a problem sending your request. Please try again later or contact us directly.";

type User = ReturnType<typeof userEvent.setup>;
const text = (name: RegExp) => screen.getByRole("textbox", { name });
const select = (name: RegExp) => screen.getByRole("combobox", { name });
const box = (name: string) => screen.getByRole("checkbox", { name });
const button = () => screen.getByRole("button", { name: /Submit Request|Processing/ });

async function fillValid(user: User) {
  await user.type(text(/^Full Name/), asha.name);
  await user.type(text(/^Email Address/), asha.email);
  await user.selectOptions(select(/^Project Type/), "new-project");
  await user.click(box("Mobile Apps"));
  await user.click(box("Web Development"));
  await user.type(text(/^Project Description/), "A marketplace app.");
}

function setup() {
  const user = userEvent.setup();
  return { user, ...render(<QuoteForm email={site.email} thanks={formThanks.quote} />) };
}

startEachTestAfresh();

describe("QuoteForm", () => {
  it("has typed, labelled, limited fields", () => {
    setup();
    expect(text(/^Full Name \(required\)$/)).toHaveAttribute("autocomplete", "name");
    expect(text(/^Email Address/)).toHaveAttribute("type", "email");
    expect(text(/^Phone Number$/)).toHaveAttribute("type", "tel");
    expect(text(/^Company$/)).toHaveAttribute("autocomplete", "organization");
    expect(text(/^Company$/)).toHaveAttribute("maxlength", "120");
    expect(text(/^Project Description/)).toHaveAttribute("rows", "5");
    expect(text(/^Project Description/)).toHaveAttribute("id", "quote-projectDescription");
    expect(screen.getByRole("group", { name: "Services Needed (required)" })).toBeInTheDocument();
    expect(screen.getAllByRole("checkbox")).toHaveLength(9);
    expect(select(/^Budget Range$/)).toHaveDisplayValue("Select a budget range");
    expect(select(/^How did you hear about us\?$/)).toBeInTheDocument();
  });

  it("shows every required message and focuses the first invalid field", async () => {
    const { user } = setup();
    await user.click(button());
    // The rules load on the first press (a dynamic import): its answer comes a moment after it.
    await waitFor(() => expect(text(/^Full Name/)).toHaveFocus());
    const messages = requiredMessages(quoteSchema);
    expect(messages).toHaveLength(5);
    for (const message of messages) expect(screen.getByText(message)).toBeInTheDocument();
    expect(text(/^Full Name/)).toHaveFocus();
    expect(mockedSend).not.toHaveBeenCalled();
  });

  it("focuses the first service when only the services are missing", async () => {
    const { user } = setup();
    await fillValid(user);
    await user.click(box("Mobile Apps"));
    await user.click(box("Web Development"));
    await user.click(button());
    await waitFor(() => expect(box("Web Development")).toHaveFocus());
    const group = screen.getByRole("group", { name: /Services Needed/ });
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(group).toHaveAccessibleDescription("Please select at least one service");
    expect(box("Web Development")).toHaveFocus();
    await user.click(box("UI/UX Design"));
    expect(screen.queryByText("Please select at least one service")).not.toBeInTheDocument();
  });

  it("says 'Email is invalid' and clears it when the email is edited", async () => {
    const { user } = setup();
    await fillValid(user);
    await user.type(text(/^Email Address/), "{Backspace}{Backspace}{Backspace}{Backspace}");
    await user.click(button());
    expect(await screen.findByText("Email is invalid")).toBeInTheDocument();
    expect(text(/^Email Address/)).toHaveFocus();
    await user.type(text(/^Email Address/), ".com");
    expect(screen.queryByText("Email is invalid")).not.toBeInTheDocument();
  });

  it("shows a spinner and 'Processing...' while sending, then a thank-you panel", async () => {
    const finish = holdSend();
    const { user } = setup();
    await fillValid(user);
    await user.selectOptions(select(/^Budget Range/), "10k-25k");
    await user.click(button());
    await waitFor(() => expectBusy(button(), "Processing..."));
    expectSent("quote", {
      company: "",
      project_type: "New Project",
      services: "Web Development, Mobile Apps",
      budget: "$10,000 - $25,000",
      timeframe: "",
      project_description: "A marketplace app.",
      hear_about_us: "",
    });
    await finish({ ok: true });
    const heading = await screen.findByRole("heading", { name: "Thank you for your request!" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    // A person answers, not a mailbox: the founder the panel names, by name and role.
    const replier = formThanks.quote.replier!;
    expect(heading.parentElement).toHaveTextContent(
      `${replier.label}${replier.name}, ${replier.role}`,
    );
    // A copy of what went, as the email carried it: the short fields filled in, choices by their
    // labels; the fields left empty and the long description are not in it.
    const copy = screen
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(copy).toEqual([
      ["Full Name", asha.name.trim()],
      ["Email Address", asha.email],
      ["Project Type", "New Project"],
      ["Services Needed", "Web Development, Mobile Apps"],
      ["Budget Range", "$10,000 - $25,000"],
    ]);

    await user.click(screen.getByRole("button", { name: "Submit Another Request" }));
    expect(text(/^Full Name/)).toHaveValue("");
    expect(text(/^Full Name/)).toHaveFocus();
    expect(box("Mobile Apps")).not.toBeChecked();
    expect(select(/^Project Type/)).toHaveValue("");
  });

  it("keeps the data and shows the banner above the button when sending fails", async () => {
    mockedSend.mockResolvedValue({ ok: false, reason: "server", status: 500 });
    const { user } = setup();
    await fillValid(user);
    await user.click(button());
    const banner = await screen.findByText(new RegExp(FAILURE.replace(/\./g, "\\.")));
    expect(banner.compareDocumentPosition(button())).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByRole("link", { name: "hello@dunga.in" })).toHaveAttribute(
      "href",
      "mailto:hello@dunga.in",
    );
    expect(text(/^Full Name/)).toHaveValue(asha.name);
    expect(box("Mobile Apps")).toBeChecked();
    expect(button()).toBeEnabled();

    await user.type(text(/^Company/), "A");
    expect(screen.queryByText(/There was a problem/)).not.toBeInTheDocument();
  });

  it("shows the thank-you panel and sends nothing when the honeypot is filled", async () => {
    const { user, container } = setup();
    await user.type(container.querySelector('input[name="dg_hp_7q"]')!, "spam");
    await user.click(button());
    expect(
      await screen.findByRole("heading", { name: "Thank you for your request!" }),
    ).toBeInTheDocument();
    expect(mockedSend).not.toHaveBeenCalled();
  });

  it("restores a draft, saves edits and clears the draft once sent", async () => {
    window.localStorage.setItem(
      DRAFT,
      JSON.stringify({
        savedAt: Date.now(),
        values: { ...quoteSchema.empty, fullName: asha.name, services: ["ecommerce"] },
      }),
    );
    const { user } = setup();
    expect(text(/^Full Name/)).toHaveValue(asha.name);
    expect(box("E-commerce")).toBeChecked();

    await user.type(text(/^Company/), "Artisan Co");
    expect(JSON.parse(window.localStorage.getItem(DRAFT)!).values).toMatchObject({
      fullName: asha.name,
      company: "Artisan Co",
      services: ["ecommerce"],
    });

    await user.type(text(/^Email Address/), asha.email);
    await user.selectOptions(select(/^Project Type/), "consultation");
    await user.type(text(/^Project Description/), "Advice on a rebuild.");
    await user.click(button());
    await screen.findByRole("heading", { name: "Thank you for your request!" });
    expect(window.localStorage.getItem(DRAFT)).toBeNull();
  });

  it("caps a pasted description at 5000 characters", () => {
    setup();
    fireEvent.change(text(/^Project Description/), { target: { value: "x".repeat(6000) } });
    expect(text(/^Project Description/)).toHaveValue("x".repeat(5000));
  });
});
