import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { fieldErrors, formMessages } from "@/content/form-messages";
import { formThanks } from "@/content/form-thanks";
import { draftKeys } from "@/lib/draft";

import { ApplicationForm } from "./application-form";
import { mockedSend, startEachTestAfresh } from "./testing";

jest.mock("@/lib/email", () => ({
  ...jest.requireActual("@/lib/email"),
  sendEmail: jest.fn(),
}));

jest.setTimeout(20_000);

const roles = [
  { value: "flutter-developer", label: "Flutter Developer" },
  { value: "ui-ux-designer", label: "UI/UX Designer" },
];

type User = ReturnType<typeof userEvent.setup>;
const text = (name: RegExp) => screen.getByRole("textbox", { name });
const role = () => screen.getByRole("combobox", { name: /^Role/ });
const button = () => screen.getByRole("button", { name: /Send Application|Sending/ });

function setup() {
  const user = userEvent.setup();
  render(
    <ApplicationForm
      roles={roles}
      current="ui-ux-designer"
      careersEmail="careers@dunga.in"
      thanks={formThanks.application}
    />,
  );
  return user;
}

async function fillValid(user: User) {
  await user.type(text(/^Full Name/), "Ananya Shah");
  await user.type(text(/^Email Address/), "ananya@example.in");
  await user.type(text(/^Phone Number/), "+91 98250 12345");
  await user.type(text(/^Link to your CV/), "https://ananya.design");
}

startEachTestAfresh();

it("begins with the page's role chosen, among the open roles", async () => {
  setup();
  await waitFor(() => expect(button()).toBeEnabled());
  expect(role()).toHaveValue("ui-ux-designer");
  expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
    "Select a role",
    "Flutter Developer",
    "UI/UX Designer",
  ]);
});

it("refuses an incomplete application field by field, focusing the first", async () => {
  const user = setup();
  await waitFor(() => expect(button()).toBeEnabled());
  await user.type(text(/^Link to your CV/), "www.ananya.design");
  await user.click(button());
  // The rules load on the first press (a dynamic import), so the errors come a moment after it.
  await waitFor(() => expect(text(/^Full Name/)).toHaveFocus());
  expect(text(/^Full Name/)).toHaveAccessibleDescription(fieldErrors.nameRequired);
  expect(text(/^Link to your CV/)).toHaveAccessibleDescription(fieldErrors.cvUrlInvalid);
  expect(mockedSend).not.toHaveBeenCalled();
});

it("sends the application for the chosen role and clears the draft", async () => {
  const user = setup();
  await waitFor(() => expect(button()).toBeEnabled());
  await fillValid(user);
  await user.selectOptions(role(), "flutter-developer");
  expect(window.localStorage.getItem(draftKeys.application)).toContain("Ananya Shah");
  await user.click(button());
  await screen.findByRole("heading", { name: "Thank you for applying!" });
  expect(mockedSend).toHaveBeenCalledWith(
    "application",
    expect.objectContaining({
      from_name: "Ananya Shah",
      role: "Flutter Developer",
      cv_url: "https://ananya.design",
      subject: "Application: Flutter Developer",
    }),
  );
  expect(window.localStorage.getItem(draftKeys.application)).toBeNull();
});

it("keeps everything after a failed send and offers the careers address", async () => {
  mockedSend.mockResolvedValue({ ok: false, reason: "server", status: 500 });
  const user = setup();
  await waitFor(() => expect(button()).toBeEnabled());
  await fillValid(user);
  await user.click(button());
  const status = await screen.findByText(new RegExp(formMessages.application.failure));
  expect(status).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "careers@dunga.in" })).toHaveAttribute(
    "href",
    "mailto:careers@dunga.in",
  );
  expect(text(/^Full Name/)).toHaveValue("Ananya Shah");
  expect(text(/^Link to your CV/)).toHaveValue("https://ananya.design");
});
