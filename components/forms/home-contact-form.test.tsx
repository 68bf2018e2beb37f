import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HomeContactForm } from "./home-contact-form";
import { formThanks } from "@/content/form-thanks";
import { site } from "@/content/site";

import { asha, expectBusy, expectSent, holdSend, mockedSend, startEachTestAfresh } from "./testing";

jest.mock("@/lib/email", () => ({
  ...jest.requireActual("@/lib/email"),
  sendEmail: jest.fn(),
}));

// Each test types whole forms key by key, which takes seconds on a busy machine.
jest.setTimeout(20_000);

const field = (name: RegExp) => screen.getByRole("textbox", { name });
const button = () => screen.getByRole("button", { name: /Send Message|Sending/ });

function setup() {
  const user = userEvent.setup();
  const view = render(<HomeContactForm email={site.email} thanks={formThanks.home} />);
  return { user, ...view };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Name/), asha.name);
  await user.type(field(/^Email/), asha.email);
  await user.type(field(/^Message/), "We need an app.");
}

startEachTestAfresh();

describe("HomeContactForm", () => {
  it("labels every field, marks the required ones and sets types and autocomplete", () => {
    setup();
    expect(field(/^Name \(required\)$/)).toHaveAttribute("autocomplete", "name");
    expect(field(/^Email \(required\)$/)).toHaveAttribute("type", "email");
    expect(field(/^Email/)).toHaveAttribute("autocomplete", "email");
    expect(field(/^Phone$/)).toHaveAttribute("type", "tel");
    expect(field(/^Phone$/)).toHaveAttribute("autocomplete", "tel");
    expect(field(/^Subject$/)).toHaveAttribute("id", "home-subject");
    expect(field(/^Message \(required\)$/)).toHaveAttribute("rows", "4");
    expect(field(/^Name/)).toHaveAttribute("maxlength", "100");
    expect(field(/^Message/)).toHaveAttribute("maxlength", "5000");
  });

  it("shows the required messages, focuses the first invalid field and sends nothing", async () => {
    const { user } = setup();
    await user.click(button());
    // The rules load on the first press (a dynamic import): its answer comes a moment after it.
    await waitFor(() => expect(field(/^Name/)).toHaveFocus());
    expect(screen.getByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Message is required")).toBeInTheDocument();
    expect(field(/^Name/)).toHaveFocus();
    expect(field(/^Name/)).toHaveAttribute("aria-invalid", "true");
    expect(field(/^Name/)).toHaveAccessibleDescription("Name is required");
    expect(screen.getByRole("status")).toHaveTextContent("3 fields need your attention.");
    expect(mockedSend).not.toHaveBeenCalled();
  });

  it("checks the email format and the phone rule", async () => {
    const { user } = setup();
    await fillValid(user);
    await user.clear(field(/^Email/));
    await user.type(field(/^Email/), "asha@example");
    await user.type(field(/^Phone/), "1234567");
    await user.click(button());
    expect(await screen.findByText("Invalid email format")).toBeInTheDocument();
    expect(screen.getByText("Invalid phone number")).toBeInTheDocument();
    expect(field(/^Email/)).toHaveFocus();
    expect(mockedSend).not.toHaveBeenCalled();
  });

  it("clears a field's error when that field is edited", async () => {
    const { user } = setup();
    await user.click(button());
    await user.type(field(/^Name/), "A");
    expect(screen.queryByText("Name is required")).not.toBeInTheDocument();
    expect(field(/^Name/)).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText("Email is required")).toBeInTheDocument();
  });

  it("disables the button while sending, then thanks the visitor in the panel, which brings back an empty form", async () => {
    const finish = holdSend();
    const { user } = setup();
    await fillValid(user);
    await user.click(button());
    await waitFor(() => expectBusy(button(), "Sending..."));
    expectSent("home", {
      subject: "Website Contact Form",
      message: "We need an app.",
    });
    await finish({ ok: true });
    // The handed-over message heads the panel, which takes focus.
    const heading = await screen.findByRole("heading", {
      name: "Thank you! Your message has been sent successfully.",
    });
    expect(heading).toHaveFocus();
    expect(screen.getByText(formThanks.home.text)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: formThanks.home.again }));
    expect(field(/^Name/)).toHaveValue("");
    expect(field(/^Message/)).toHaveValue("");
    expect(button()).toBeEnabled();
    expect(button()).toHaveTextContent("Send Message");
  });

  it("keeps the data and offers the company email when sending fails", async () => {
    mockedSend.mockResolvedValue({ ok: false, reason: "server" });
    const { user } = setup();
    await fillValid(user);
    await user.click(button());
    expect(
      await screen.findByText(/Something went wrong\. Please try again later\./),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "hello@dunga.in" })).toHaveAttribute(
      "href",
      "mailto:hello@dunga.in",
    );
    expect(field(/^Name/)).toHaveValue(asha.name);
    expect(field(/^Message/)).toHaveValue("We need an app.");
    expect(button()).toBeEnabled();
    await waitFor(() => expect(button()).toHaveFocus());
  });

  it("pretends to succeed and sends nothing when the honeypot is filled", async () => {
    const { user, container } = setup();
    const trap = container.querySelector<HTMLInputElement>('input[name="dg_hp_7q"]')!;
    expect(trap).toHaveAttribute("tabindex", "-1");
    expect(trap).toHaveAttribute("autocomplete", "off");
    await fillValid(user);
    await user.type(trap, "https://spam.example");
    await user.click(button());
    expect(
      await screen.findByText("Thank you! Your message has been sent successfully."),
    ).toBeInTheDocument();
    expect(mockedSend).not.toHaveBeenCalled();
  });

  it("renders no empty banner slot before anything happens", () => {
    setup();
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("caps a pasted value at the field's maximum length", () => {
    setup();
    fireEvent.change(field(/^Phone/), { target: { value: "9".repeat(40) } });
    expect(field(/^Phone/)).toHaveValue("9".repeat(20));
  });
});
