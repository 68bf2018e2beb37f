import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { formMessages } from "@/content/form-messages";
import { draftKeys } from "@/lib/draft";
import { SEND_TIMEOUT_MS } from "@/lib/email";
import { ContactForm } from "./contact-form";
import { HomeContactForm } from "./home-contact-form";
import { formThanks } from "@/content/form-thanks";
import { site } from "@/content/site";

// What the three forms share (use-form.ts, field.tsx, form-status.tsx), shown through the home
// form, the shortest, and the contact form for a select. Values are set with change events,
// as autofill and paste do, to keep these tests fast.

import { asha, expectSent, holdSend, mockedSend, startEachTestAfresh } from "./testing";

jest.mock("@/lib/email", () => ({
  ...jest.requireActual("@/lib/email"),
  sendEmail: jest.fn(),
}));

const DRAFT = draftKeys.home;

const field = (name: RegExp) => screen.getByRole("textbox", { name });
const button = () => screen.getByRole("button", { name: /Send Message|Sending/ });
const set = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const stored = () => JSON.parse(window.localStorage.getItem(DRAFT) ?? "null")?.values;
const storeDraft = (values: object) =>
  window.localStorage.setItem(DRAFT, JSON.stringify({ savedAt: Date.now(), values }));

function fillValid() {
  set(/^Name/, asha.name);
  set(/^Email/, asha.email);
  set(/^Message/, "We need an app.");
}

startEachTestAfresh();

describe("before and at hydration", () => {
  function prerender() {
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <HomeContactForm email={site.email} thanks={formThanks.home} />,
    );
    document.body.append(container);
    return container;
  }

  afterEach(() => document.body.replaceChildren());

  it("prerenders Submit disabled, so a submit before hydration cannot reload the page", async () => {
    const container = prerender();
    expect(container.querySelector("button[type=submit]")).toBeDisabled();
    await act(
      async () =>
        void hydrateRoot(
          container,
          <HomeContactForm email={site.email} thanks={formThanks.home} />,
        ),
    );
    expect(button()).toBeEnabled();
  });

  it("adopts what the fields show at hydration over a stored draft, and sends exactly that", async () => {
    storeDraft({ name: "Old name", message: "Old message", subject: "From the draft" });
    const container = prerender();
    const typed = (name: string, value: string) => {
      const input = container.querySelector<HTMLInputElement>(`[name=${name}]`)!;
      input.value = value;
    };
    typed("name", asha.name);
    typed("email", asha.email);
    typed("message", "Typed before the scripts arrived.");

    await act(
      async () =>
        void hydrateRoot(
          container,
          <HomeContactForm email={site.email} thanks={formThanks.home} />,
        ),
    );
    expect(field(/^Name/)).toHaveValue(asha.name);
    expect(field(/^Message/)).toHaveValue("Typed before the scripts arrived.");
    // The draft fills only the fields nobody typed into.
    expect(field(/^Subject/)).toHaveValue("From the draft");
    expect(stored()).toMatchObject({ name: asha.name, subject: "From the draft" });

    await act(async () => fireEvent.click(button()));
    expectSent("home", {
      subject: "From the draft",
      message: "Typed before the scripts arrived.",
    });
  });
});

describe("sending", () => {
  it("sends once however often the form is submitted while sending", async () => {
    const finish = holdSend();
    const { container } = render(<HomeContactForm email={site.email} thanks={formThanks.home} />);
    fillValid();
    const form = container.querySelector("form")!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    // The form checks its rules (fetched with the first send) before it sends.
    await waitFor(() => expect(mockedSend).toHaveBeenCalled());
    fireEvent.submit(form);
    fireEvent.keyDown(field(/^Message/), { key: "Enter" });
    expect(mockedSend).toHaveBeenCalledTimes(1);
    await finish({ ok: true });
    await screen.findByText(/sent successfully/);
  });

  it("makes the fields read-only while a send is in flight and ignores changes meanwhile", async () => {
    const finish = holdSend();
    render(<HomeContactForm email={site.email} thanks={formThanks.home} />);
    fillValid();
    await act(async () => fireEvent.click(button()));
    expect(field(/^Message/)).toHaveAttribute("readonly");
    set(/^Message/, "We need an app. And a website.");
    expect(field(/^Message/)).toHaveValue("We need an app.");
    await finish({ ok: false, reason: "server", status: 500 });
    expect(field(/^Message/)).not.toHaveAttribute("readonly");
    set(/^Message/, "We need an app. And a website.");
    expect(field(/^Message/)).toHaveValue("We need an app. And a website.");
  });

  it("marks a select read-only while sending and keeps its value", async () => {
    const finish = holdSend();
    render(<ContactForm email={site.email} thanks={formThanks.contact} />);
    set(/^Full Name/, "Asha");
    set(/^Email Address/, asha.email);
    const department = screen.getByRole("combobox", { name: /^Department/ });
    fireEvent.change(department, { target: { value: "sales" } });
    set(/^Subject/, "Hello");
    set(/^Message/, "Hi");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Send Message" })));
    expect(department).toHaveAttribute("aria-readonly", "true");
    fireEvent.change(department, { target: { value: "billing" } });
    expect(department).toHaveValue("sales");
    await finish({ ok: true });
  });

  it.each([
    ["offline", formMessages.offline],
    ["rate-limited", formMessages.rateLimited],
    ["timeout", `${formMessages.timeout(SEND_TIMEOUT_MS / 1000)} ${formMessages.home.failure}`],
    ["server", formMessages.home.failure],
  ] as const)(
    "says a %p failure in its words, keeps the data and saves the draft",
    async (reason, message) => {
      mockedSend.mockResolvedValue({ ok: false, reason });
      storeDraft({ subject: "From the draft" });
      render(<HomeContactForm email={site.email} thanks={formThanks.home} />);
      fillValid();
      window.localStorage.clear();
      await act(async () => fireEvent.click(button()));
      expect(screen.getByRole("status")).toHaveTextContent(message);
      expect(screen.getByRole("link", { name: "hello@dunga.in" })).toBeVisible();
      expect(field(/^Message/)).toHaveValue("We need an app.");
      expect(stored()).toMatchObject({ message: "We need an app.", subject: "From the draft" });
      expect(button()).toBeEnabled();
    },
  );

  it("retries at once after a failure", async () => {
    mockedSend.mockResolvedValueOnce({ ok: false, reason: "server", status: 500 });
    render(<HomeContactForm email={site.email} thanks={formThanks.home} />);
    fillValid();
    await act(async () => fireEvent.click(button()));
    expect(screen.getByText(/Something went wrong/)).toBeVisible();
    await act(async () => fireEvent.click(button()));
    expect(mockedSend).toHaveBeenCalledTimes(2);
    expect(screen.getByText(formThanks.home.title)).toBeVisible();
    expect(window.localStorage.getItem(DRAFT)).toBeNull();
  });
});

describe("long input", () => {
  it("shows a counter once a capped field nears its cap", () => {
    render(<HomeContactForm email={site.email} thanks={formThanks.home} />);
    set(/^Message/, "x".repeat(3999));
    expect(screen.queryByText(/characters$/)).not.toBeInTheDocument();
    set(/^Message/, "x".repeat(4000));
    expect(screen.getByText("4,000 / 5,000 characters")).toBeVisible();
    expect(field(/^Message/)).toHaveAccessibleDescription("4,000 / 5,000 characters");
  });

  it("counts no short field: a phone number near its cap of 20 shows no counter", () => {
    render(<HomeContactForm email={site.email} thanks={formThanks.home} />);
    set(/^Phone/, "+91 (98) 765-43210");
    expect(screen.queryByText(/characters$/)).not.toBeInTheDocument();
    expect(field(/^Phone/)).not.toHaveAccessibleDescription(/characters/);
  });

  it("announces a paste that goes past the cap", () => {
    render(<HomeContactForm email={site.email} thanks={formThanks.home} />);
    const message = field(/^Message/);
    fireEvent.paste(message, { clipboardData: { getData: () => "y".repeat(20_000) } });
    // The browser inserts only what fits.
    set(/^Message/, "y".repeat(5000));
    expect(screen.getByText(/the last 15,000 pasted characters were not added/)).toBeVisible();
    expect(screen.getByText("5,000 / 5,000 characters")).toBeVisible();
  });

  it("says nothing about a paste that fits", () => {
    render(<HomeContactForm email={site.email} thanks={formThanks.home} />);
    fireEvent.paste(field(/^Name/), { clipboardData: { getData: () => "Asha" } });
    set(/^Name/, "Asha");
    expect(screen.queryByText(/pasted characters/)).not.toBeInTheDocument();
  });
});

describe("drafts across tabs", () => {
  it("writes only this tab's fields over the stored draft", () => {
    render(<HomeContactForm email={site.email} thanks={formThanks.home} />);
    // Another tab wrote a subject after this one opened.
    storeDraft({ subject: "Written in another tab" });
    set(/^Name/, "Asha");
    expect(stored()).toMatchObject({ name: "Asha", subject: "Written in another tab" });
  });

  it("never writes back a draft that another tab sent", () => {
    storeDraft({ subject: "Sent from another tab", message: "Sent too" });
    render(<HomeContactForm email={site.email} thanks={formThanks.home} />);
    expect(field(/^Subject/)).toHaveValue("Sent from another tab");
    // The other tab sends, which removes the draft; this tab keeps what it shows.
    window.localStorage.removeItem(DRAFT);
    set(/^Name/, "Asha");
    expect(stored()).toEqual({ name: "Asha", email: "", phone: "", subject: "", message: "" });
    expect(field(/^Subject/)).toHaveValue("Sent from another tab");
  });
});
