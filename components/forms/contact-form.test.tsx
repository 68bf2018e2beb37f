import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { contactSchema } from "./schemas/contact";
import { ContactForm } from "./contact-form";
import { formThanks } from "@/content/form-thanks";
import { site } from "@/content/site";

import { asha, expectBusy, expectSent, holdSend, mockedSend, startEachTestAfresh } from "./testing";

jest.mock("@/lib/email", () => ({
  ...jest.requireActual("@/lib/email"),
  sendEmail: jest.fn(),
}));

// Each test types whole forms key by key, which takes seconds on a busy machine.
jest.setTimeout(20_000);

const DRAFT = "dunga:draft:contact";

type User = ReturnType<typeof userEvent.setup>;
const text = (name: RegExp) => screen.getByRole("textbox", { name });
const department = () => screen.getByRole("combobox", { name: /^Department/ });
const button = () => screen.getByRole("button", { name: /Send Message|Sending/ });

async function fillValid(user: User) {
  await user.type(text(/^Full Name/), asha.name);
  await user.type(text(/^Email Address/), asha.email);
  await user.selectOptions(department(), "support");
  await user.type(text(/^Subject/), "Login issue");
  await user.type(text(/^Message/), "The app logs me out.");
}

function setup() {
  const user = userEvent.setup();
  return { user, ...render(<ContactForm email={site.email} thanks={formThanks.contact} />) };
}

startEachTestAfresh();

describe("ContactForm", () => {
  it("has typed, labelled fields with ids of their own", () => {
    setup();
    expect(text(/^Full Name \(required\)$/)).toHaveAttribute("id", "contact-fullName");
    expect(text(/^Email Address/)).toHaveAttribute("autocomplete", "email");
    expect(text(/^Phone Number$/)).toHaveAttribute("autocomplete", "tel");
    expect(text(/^Company$/)).toHaveAttribute("autocomplete", "organization");
    expect(text(/^Subject \(required\)$/)).toHaveAttribute("maxlength", "150");
    expect(department()).toHaveAccessibleName("Department (required)");
  });

  it("shows every required message in order and focuses the first invalid field", async () => {
    const { user } = setup();
    await user.click(button());
    // The rules load on the first press (a dynamic import): its answer comes a moment after it.
    await waitFor(() => expect(text(/^Full Name/)).toHaveFocus());
    for (const message of [
      "Name is required",
      "Email is required",
      "Please select a department",
      "Subject is required",
      "Message is required",
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(text(/^Full Name/)).toHaveFocus();
    expect(screen.getByRole("status")).toHaveTextContent("5 fields need your attention.");
    expect(mockedSend).not.toHaveBeenCalled();
  });

  it("focuses the department when it is the first invalid field and clears its error", async () => {
    const { user } = setup();
    await fillValid(user);
    await user.selectOptions(department(), "");
    await user.click(button());
    await waitFor(() => expect(department()).toHaveFocus());
    expect(department()).toHaveAccessibleDescription("Please select a department");
    await user.selectOptions(department(), "sales");
    expect(screen.queryByText("Please select a department")).not.toBeInTheDocument();
  });

  it("says 'Email is invalid' for a malformed address", async () => {
    const { user } = setup();
    await fillValid(user);
    await user.clear(text(/^Email Address/));
    await user.type(text(/^Email Address/), "asha@");
    await user.click(button());
    expect(await screen.findByText("Email is invalid")).toBeInTheDocument();
  });

  it("sends with a spinner, then shows a thank-you panel and an empty form on request", async () => {
    const finish = holdSend();
    const { user } = setup();
    await fillValid(user);
    await user.type(text(/^Company/), "Artisan Co");
    await user.click(button());
    await waitFor(() => expectBusy(button(), "Sending..."));
    expect(button().querySelector("svg")).toBeInTheDocument();
    expectSent("contact", {
      company: "Artisan Co",
      department: "Technical Support",
      subject: "Login issue",
      message: "The app logs me out.",
    });
    await finish({ ok: true });
    const heading = await screen.findByRole("heading", { name: "Thank you for your message!" });
    await waitFor(() => expect(heading).toHaveFocus());

    await user.click(screen.getByRole("button", { name: "Send Another Message" }));
    expect(text(/^Full Name/)).toHaveValue("");
    expect(text(/^Message/)).toHaveValue("");
    expect(department()).toHaveValue("");
  });

  it("shows the failure where the visitor sees it and keeps the data", async () => {
    mockedSend.mockResolvedValue({ ok: false, reason: "config" });
    const { user } = setup();
    await fillValid(user);
    await user.click(button());
    const banner = await screen.findByText(
      /Failed to send your message\. Please try again or contact us directly\./,
    );
    expect(banner).toBeVisible();
    expect(banner.compareDocumentPosition(button())).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(screen.getByRole("link", { name: "hello@dunga.in" })).toHaveAttribute(
      "href",
      "mailto:hello@dunga.in",
    );
    expect(text(/^Subject/)).toHaveValue("Login issue");
    expect(department()).toHaveValue("support");
  });

  it("shows the thank-you panel and sends nothing when the honeypot is filled", async () => {
    const { user, container } = setup();
    await fillValid(user);
    await user.type(container.querySelector('input[name="dg_hp_7q"]')!, "spam");
    await user.click(button());
    expect(
      await screen.findByRole("heading", { name: "Thank you for your message!" }),
    ).toBeInTheDocument();
    expect(mockedSend).not.toHaveBeenCalled();
  });

  it("restores a draft, ignores what does not fit and clears the draft once sent", async () => {
    window.localStorage.setItem(
      DRAFT,
      JSON.stringify({
        savedAt: Date.now(),
        values: { ...contactSchema.empty, subject: "Invoice", department: "billing", phone: 42 },
      }),
    );
    const { user } = setup();
    expect(text(/^Subject/)).toHaveValue("Invoice");
    expect(department()).toHaveValue("billing");
    expect(text(/^Phone Number/)).toHaveValue("");

    await user.type(text(/^Full Name/), "Asha");
    expect(JSON.parse(window.localStorage.getItem(DRAFT)!).values).toMatchObject({
      fullName: "Asha",
      subject: "Invoice",
    });
    await user.type(text(/^Email Address/), asha.email);
    await user.type(text(/^Message/), "Please resend it.");
    await user.click(button());
    await screen.findByRole("heading", { name: "Thank you for your message!" });
    expect(window.localStorage.getItem(DRAFT)).toBeNull();
  });

  it("stops typing at the field's maximum length", async () => {
    const { user } = setup();
    await user.type(text(/^Phone Number/), "1".repeat(25));
    expect(text(/^Phone Number/)).toHaveValue("1".repeat(20));
  });
});
