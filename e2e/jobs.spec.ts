import { test } from "./fixtures";

import { formMessages, formText } from "../content/form-messages";
import { formThanks } from "../content/form-thanks";

import {
  expect,
  FORM_TEST_TIMEOUT,
  interceptEmail,
  presentAsRegularBrowser,
  type Reply,
} from "./email-service";
import { testEmailEnv } from "./test-env";

// A role's page and its application form, at desktop and phone size: opened from /careers,
// Apply to the form with the role chosen, the exact request it sends, the failures that keep what
// was typed, and the draft a reload finds again. A role past its last day has no page.

test.describe.configure({ timeout: FORM_TEST_TIMEOUT });

const ROLE = "Flutter Developer";
const PATH = "/careers/flutter-developer";
const text = formText.application;

const applicant = {
  "Full Name": "  Ananya Shah ",
  "Email Address": "ananya.shah@example.in",
  "Phone Number": "+91 98250 12345",
  [text.cvUrl]: "https://github.com/ananya-shah",
  [text.message]: "I shipped the Flutter app of a Surat co-operative bank.",
};

/** The exact JSON the email library posts for the filled form. */
const payload = {
  lib_version: "4.4.1",
  user_id: testEmailEnv.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  service_id: testEmailEnv.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  // The settings are fixed: applications go through the contact page's template.
  template_id: testEmailEnv.NEXT_PUBLIC_EMAILJS_TEMPLATE_CONTACT,
  template_params: {
    from_name: "Ananya Shah",
    from_email: "ananya.shah@example.in",
    from_phone: "+91 98250 12345",
    role: ROLE,
    cv_url: "https://github.com/ananya-shah",
    message:
      "I shipped the Flutter app of a Surat co-operative bank.\n\nCV or portfolio: https://github.com/ananya-shah",
    subject: `Application: ${ROLE}`,
    department: text.department,
  },
};

const form = (page: import("@playwright/test").Page) => page.locator("#apply form");
const submit = (page: import("@playwright/test").Page) =>
  form(page).getByRole("button", { name: text.submit });

async function fill(page: import("@playwright/test").Page) {
  for (const [label, value] of Object.entries(applicant)) {
    await form(page).getByLabel(label).fill(value);
  }
}

async function openRole(page: import("@playwright/test").Page) {
  await page.goto(PATH);
  await expect(submit(page)).toBeEnabled();
}

test.beforeEach(async ({ page }) => presentAsRegularBrowser(page));

test("a role opens from /careers, Apply leads to its form, and the application is emailed", async ({
  page,
}) => {
  const bodies = await interceptEmail(page);
  await page.goto("/careers");
  await page
    .locator("#open-roles")
    .getByRole("link", { name: new RegExp(ROLE) })
    .click();
  await expect(page).toHaveURL(PATH);
  await expect(page.getByRole("heading", { level: 1, name: ROLE })).toBeVisible();
  // The role's facts and its own sections, whatever the width.
  await expect(page.getByRole("heading", { name: "What you will do" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "What you bring" })).toBeAttached();

  await page.locator("#band").getByRole("link", { name: "Apply now" }).click();
  await expect(page).toHaveURL(`${PATH}#apply`);
  await expect(page.getByRole("heading", { name: "Apply for this role" })).toBeInViewport();
  await expect(submit(page)).toBeEnabled();
  await expect(form(page).getByLabel(text.role.label)).toHaveValue("flutter-developer");

  await fill(page);
  await submit(page).click();
  await expect(page.getByRole("heading", { name: formThanks.application.title })).toBeVisible();
  expect(bodies).toEqual([payload]);
  // Sent: the draft is gone, and a reload shows an empty form for the same role.
  await page.reload();
  await expect(submit(page)).toBeEnabled();
  await expect(form(page).getByLabel("Full Name")).toHaveValue("");
  await expect(form(page).getByLabel(text.role.label)).toHaveValue("flutter-developer");
});

test("nothing is sent while a field is wrong, and the first one takes focus", async ({ page }) => {
  const bodies = await interceptEmail(page);
  await openRole(page);
  await fill(page);
  await form(page).getByLabel(text.cvUrl).fill("github.com/ananya-shah");
  await form(page).getByLabel("Full Name").fill("");
  await submit(page).click();
  await expect(form(page).getByLabel("Full Name")).toBeFocused();
  await expect(form(page).getByText("Name is required")).toBeVisible();
  await expect(
    form(page).getByText("Please enter a full link starting with https://"),
  ).toBeVisible();
  expect(bodies).toEqual([]);
});

for (const [label, reply] of [
  ["a 500 answer", (route) => route.fulfill({ status: 500, body: "Internal Server Error" })],
  ["a request that never answers", () => new Promise<void>(() => {})],
] as [string, Reply][]) {
  test(`${label} ends in the failure message with the careers address, the data kept`, async ({
    page,
  }) => {
    // A stalled send is given up after 8 s in the e2e build: more than a usual test.
    test.slow();
    const bodies = await interceptEmail(page, reply);
    await openRole(page);
    await fill(page);
    await submit(page).click();
    await expect(form(page).getByText(formMessages.application.failure)).toBeVisible({
      timeout: 20_000,
    });
    await expect(form(page).getByRole("link", { name: "careers@dunga.in" })).toHaveAttribute(
      "href",
      "mailto:careers@dunga.in",
    );
    for (const [field, value] of Object.entries(applicant)) {
      await expect(form(page).getByLabel(field)).toHaveValue(value);
    }
    await expect(submit(page)).toBeEnabled();
    expect(bodies).toHaveLength(1);
  });
}

test("a reload finds the unsent application again", async ({ page }) => {
  await interceptEmail(page);
  await openRole(page);
  await fill(page);
  await page.reload();
  await expect(submit(page)).toBeEnabled();
  for (const [field, value] of Object.entries(applicant)) {
    await expect(form(page).getByLabel(field)).toHaveValue(value);
  }
  // The draft follows the applicant to another role, whose page keeps its own role chosen.
  await page.goto("/careers/ui-ux-designer");
  await expect(submit(page)).toBeEnabled();
  await expect(form(page).getByLabel("Email Address")).toHaveValue(applicant["Email Address"]);
  await expect(form(page).getByLabel(text.role.label)).toHaveValue("ui-ux-designer");
});

test("a role past its last day has no page, no card and no sitemap entry", async ({
  page,
  request,
}) => {
  // content/jobs/qa-automation-engineer.json: open until 2026-10-15.
  const response = await page.goto("/careers/qa-automation-engineer");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/careers");
  await expect(page.locator('#open-roles a[href="/careers/qa-automation-engineer"]')).toHaveCount(
    0,
  );
  await expect(page.locator('#open-roles a[href^="/careers/"]').first()).toBeVisible();
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/careers/flutter-developer");
  expect(sitemap).not.toContain("/careers/qa-automation-engineer");
  const index = await (await request.get("/search-index.json")).text();
  expect(index).not.toContain("qa-automation-engineer");
});
