import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { formMessages } from "@/content/form-messages";
import { formThanks } from "@/content/form-thanks";
import { site } from "@/content/site";
import { draftKeys } from "@/lib/draft";
import { sendEmail } from "@/lib/email";

import { HomeContactForm } from "./home-contact-form";

// A form's rules come with its first send, not with the page (use-form.ts). A visitor who went
// offline after the page loaded may not get them: the form must then say so, as a failed send
// does, and keep what was typed, never wait in silence.

jest.mock("@/lib/form-validator", () => {
  throw new Error("Loading chunk 412 failed.");
});
jest.mock("@/lib/email", () => ({
  ...jest.requireActual("@/lib/email"),
  sendEmail: jest.fn(),
}));

jest.setTimeout(20_000);

it("says the visitor is offline and keeps the message when the rules cannot be fetched", async () => {
  window.localStorage.clear();
  const user = userEvent.setup();
  render(<HomeContactForm email={site.email} thanks={formThanks.home} />);
  await user.type(screen.getByRole("textbox", { name: /^Name/ }), "Asha Mehta");
  await user.type(screen.getByRole("textbox", { name: /^Email/ }), "asha@example.com");
  await user.type(screen.getByRole("textbox", { name: /^Message/ }), "We need an app.");
  const onLine = jest.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
  try {
    await user.click(screen.getByRole("button", { name: /Send Message/ }));
    expect(await screen.findByText(formMessages.offline, { exact: false })).toBeVisible();
  } finally {
    onLine.mockRestore();
  }
  expect(sendEmail).not.toHaveBeenCalled();
  expect(screen.getByRole("textbox", { name: /^Message/ })).toHaveValue("We need an app.");
  const draft = JSON.parse(window.localStorage.getItem(draftKeys.home) ?? "null");
  expect(draft?.values).toMatchObject({ name: "Asha Mehta", message: "We need an app." });
  expect(screen.getByRole("button", { name: /Send Message/ })).toBeEnabled();
});
