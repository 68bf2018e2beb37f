import { test, type Page } from "./fixtures";

import { formMessages, formText } from "../content/form-messages";
import { testEmailEnv } from "./test-env.mjs";

import {
  expect,
  FORM_TEST_TIMEOUT,
  interceptEmail,
  ok,
  presentAsRegularBrowser,
  type Reply,
} from "./email-service";

test.describe.configure({ timeout: FORM_TEST_TIMEOUT });

/** A form's submit button: disabled until the form is hydrated, and while it sends. */
const submitButton = (page: Page) =>
  page.locator("form").getByRole("button", { name: /^(Send Message|Submit Request)$/ });

/**
 * Opens a page once its form is interactive (its submit button is enabled on hydration), so each
 * test waits on the page's state rather than on its network going quiet.
 */
async function openForm(page: Page, path: string) {
  await page.goto(path);
  await expect(submitButton(page)).toBeEnabled();
}

/** A reply held until `release()` is called, to look at the sending state. */
function heldReply() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const reply: Reply = async (route) => {
    await gate;
    await ok(route);
  };
  return { reply, release };
}

const OFFLINE = formMessages.offline;
const RATE_LIMITED = formMessages.rateLimited;

/** Each failure, and the message it ends in when it is not the form's own. */
const failures: [string, Reply, string?][] = [
  ["a 500 answer", (route) => route.fulfill({ status: 500, body: "Internal Server Error" })],
  [
    "a 429 answer",
    (route) => route.fulfill({ status: 429, body: "Too Many Requests" }),
    RATE_LIMITED,
  ],
  ["a 403 answer", (route) => route.fulfill({ status: 403, body: "Forbidden" })],
  ["a dropped connection", (route) => route.abort("connectionreset"), OFFLINE],
];

interface FormCase {
  name: string;
  path: string;
  template: string;
  submit: string;
  sending: string;
  failure: string;
  fill: (page: Page) => Promise<void>;
  params: Record<string, string>;
  /** A field whose value must survive a failure. */
  kept: [label: string, value: string];
  /** What the visitor sees after a successful send, ending on an empty form. */
  afterSuccess: (page: Page) => Promise<void>;
}

const anotherRequest = (button: string) => async (page: Page) => {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByLabel("Full Name")).toHaveValue("");
  await expect(page.getByLabel("Email Address")).toHaveValue("");
};

const forms: FormCase[] = [
  {
    name: "home contact form",
    path: "/#CONTACT",
    template: testEmailEnv.NEXT_PUBLIC_EMAILJS_TEMPLATE_HOME,
    submit: "Send Message",
    sending: formMessages.sending,
    failure: formMessages.home.failure,
    fill: async (page) => {
      const form = page.locator("#CONTACT");
      await form.getByLabel("Name").fill("  Asha Verma ");
      await form.getByLabel("Email").fill("asha@example.com");
      await form.getByLabel("Phone").fill("+91 (98) 765-43210");
      await form.getByLabel("Subject").fill("Clinic booking app");
      await form.getByLabel("Message").fill("We need an app for 12 clinics.");
    },
    params: {
      from_name: "Asha Verma",
      from_email: "asha@example.com",
      from_phone: "+91 (98) 765-43210",
      subject: "Clinic booking app",
      message: "We need an app for 12 clinics.",
    },
    kept: ["Message", "We need an app for 12 clinics."],
    afterSuccess: async (page) => {
      await expect(page.getByText(formMessages.home.success)).toBeVisible();
      await expect(page.locator("#CONTACT").getByLabel("Name")).toHaveValue("");
    },
  },
  {
    name: "quote form",
    path: "/quote",
    template: testEmailEnv.NEXT_PUBLIC_EMAILJS_TEMPLATE_QUOTE,
    submit: "Submit Request",
    sending: formText.quote.sending,
    failure: formMessages.quote.failure,
    fill: async (page) => {
      await page.getByLabel("Full Name").fill("Rahul Iyer");
      await page.getByLabel("Email Address").fill("rahul@example.org");
      await page.getByLabel("Phone Number").fill("+44 20 7946 0958");
      await page.getByLabel("Company").fill("Northwind Logistics");
      await page.getByLabel("Project Type").selectOption("new-project");
      await page.getByRole("checkbox", { name: "UI/UX Design" }).check();
      await page.getByRole("checkbox", { name: "Web Development" }).check();
      await page.getByLabel("Budget Range").selectOption("10k-25k");
      await page.getByLabel("Timeframe").selectOption("1-3-months");
      await page.getByLabel("Project Description").fill("A fleet tracking dashboard.");
      await page.getByLabel("How did you hear about us?").selectOption("referral");
    },
    params: {
      from_name: "Rahul Iyer",
      from_email: "rahul@example.org",
      from_phone: "+44 20 7946 0958",
      company: "Northwind Logistics",
      project_type: "New Project",
      services: "Web Development, UI/UX Design",
      budget: "$10,000 - $25,000",
      timeframe: "1-3 months",
      project_description: "A fleet tracking dashboard.",
      hear_about_us: "Referral",
    },
    kept: ["Project Description", "A fleet tracking dashboard."],
    afterSuccess: anotherRequest("Submit Another Request"),
  },
  {
    name: "contact page form",
    path: "/contact",
    template: testEmailEnv.NEXT_PUBLIC_EMAILJS_TEMPLATE_CONTACT,
    submit: "Send Message",
    sending: formMessages.sending,
    failure: formMessages.contact.failure,
    fill: async (page) => {
      await page.getByLabel("Full Name").fill("Meera Shah");
      await page.getByLabel("Email Address").fill("meera@example.net");
      await page.getByLabel("Phone Number").fill("");
      await page.getByLabel("Company").fill("");
      await page.getByLabel("Department").selectOption("sales");
      await page.getByLabel("Subject").fill("Partnership");
      await page.getByLabel("Message").fill("Can we talk next week?");
    },
    params: {
      from_name: "Meera Shah",
      from_email: "meera@example.net",
      from_phone: "",
      company: "",
      department: "Sales",
      subject: "Partnership",
      message: "Can we talk next week?",
    },
    kept: ["Subject", "Partnership"],
    afterSuccess: anotherRequest("Send Another Message"),
  },
];

for (const form of forms) {
  test.describe(form.name, () => {
    test.beforeEach(async ({ page }) => presentAsRegularBrowser(page));

    test("sends exactly the expected JSON, shows the sending state, then success", async ({
      page,
    }) => {
      const { reply, release } = heldReply();
      const bodies = await interceptEmail(page, reply);
      await openForm(page, form.path);
      await form.fill(page);

      const submit = page.locator("form").getByRole("button", { name: form.submit });
      await submit.click();
      const sending = page.locator("form").getByRole("button", { name: form.sending });
      await expect(sending).toBeDisabled();
      // A second submission while sending (Enter in a field does this even with the button
      // disabled) sends nothing more.
      await sending
        .locator("xpath=ancestor::form")
        .evaluate((element) => (element as HTMLFormElement).requestSubmit());
      release();

      await form.afterSuccess(page);

      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toEqual({
        lib_version: "4.4.1",
        user_id: testEmailEnv.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
        service_id: testEmailEnv.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
        template_id: form.template,
        template_params: form.params,
      });
    });

    for (const [label, reply, message] of failures) {
      test(`${label} ends in the failure message with the data kept`, async ({ page }) => {
        const bodies = await interceptEmail(page, reply);
        await openForm(page, form.path);
        await form.fill(page);
        await page.locator("form").getByRole("button", { name: form.submit }).click();

        await expect(page.getByText(message ?? form.failure)).toBeVisible();
        await expect(page.locator("form").getByRole("link", { name: /@/ })).toHaveAttribute(
          "href",
          "mailto:hello@dunga.in",
        );
        await expect(page.locator("form").getByLabel(form.kept[0])).toHaveValue(form.kept[1]);
        await expect(page.locator("form").getByRole("button", { name: form.submit })).toBeEnabled();
        expect(bodies).toHaveLength(1);
      });
    }
  });

  test(`${form.name}: a headless browser gets the 451 refusal and the failure message`, async ({
    page,
  }) => {
    const bodies = await interceptEmail(page);
    await openForm(page, form.path);
    await form.fill(page);
    await page.locator("form").getByRole("button", { name: form.submit }).click();
    await expect(page.getByText(form.failure)).toBeVisible();
    expect(bodies).toHaveLength(0);
  });
}

test.describe("validation", () => {
  test.beforeEach(async ({ page }) => presentAsRegularBrowser(page));

  test("home form: its error messages, focus on the first error, nothing sent", async ({
    page,
  }) => {
    const bodies = await interceptEmail(page);
    await openForm(page, "/#CONTACT");
    const form = page.locator("#CONTACT form");
    await form.getByLabel("Phone").fill("12-34");
    await form.getByLabel("Email").fill("asha@example");
    await form.getByRole("button", { name: "Send Message" }).click();

    await expect(form.getByText("Name is required")).toBeVisible();
    await expect(form.getByText("Invalid email format")).toBeVisible();
    await expect(form.getByText("Invalid phone number")).toBeVisible();
    await expect(form.getByText("Message is required")).toBeVisible();
    await expect(form.getByLabel("Name")).toBeFocused();
    await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Name").fill("Asha");
    await expect(form.getByText("Name is required")).toBeHidden();
    await expect(form.getByText("Invalid email format")).toBeVisible();
    expect(bodies).toHaveLength(0);
  });

  test("home form: an empty subject is sent as 'Website Contact Form'", async ({ page }) => {
    const bodies = await interceptEmail(page);
    await openForm(page, "/#CONTACT");
    const form = page.locator("#CONTACT form");
    await form.getByLabel("Name").fill("Asha");
    await form.getByLabel("Email").fill("asha@example.com");
    await form.getByLabel("Message").fill("Hello");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(formMessages.home.success)).toBeVisible();
    expect((bodies[0]?.template_params as Record<string, string>).subject).toBe(
      "Website Contact Form",
    );
  });

  test("quote form: required fields and the submit error clearing on edit", async ({ page }) => {
    await interceptEmail(page, (route) => route.fulfill({ status: 500, body: "" }));
    await openForm(page, "/quote");
    await page.getByRole("button", { name: "Submit Request" }).click();
    for (const message of [
      "Name is required",
      "Email is required",
      "Project type is required",
      "Please select at least one service",
      "Project description is required",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel("Full Name")).toBeFocused();

    await page.getByLabel("Email Address").fill("not an email");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByText("Email is invalid")).toBeVisible();

    await forms[1]!.fill(page);
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByText(forms[1]!.failure)).toBeVisible();
    await page.getByLabel("Company").fill("Northwind");
    await expect(page.getByText(forms[1]!.failure)).toBeHidden();
  });

  test("contact form: required fields", async ({ page }) => {
    await openForm(page, "/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    for (const message of [
      "Name is required",
      "Email is required",
      "Subject is required",
      "Message is required",
      "Please select a department",
    ]) {
      await expect(page.locator("form").getByText(message)).toBeVisible();
    }
  });
});

test.describe("drafts", () => {
  test.beforeEach(async ({ page }) => presentAsRegularBrowser(page));

  for (const form of forms) {
    test(`${form.name}: a reload restores the draft and a successful send clears it`, async ({
      page,
    }) => {
      const bodies = await interceptEmail(page);
      await openForm(page, form.path);
      await form.fill(page);
      await page.reload();
      await expect(submitButton(page)).toBeEnabled();
      await expect(page.locator("form").getByLabel(form.kept[0])).toHaveValue(form.kept[1]);

      await submitButton(page).click();
      await form.afterSuccess(page);
      expect((bodies[0]?.template_params as Record<string, string>) ?? {}).toEqual(form.params);
      await page.reload();
      await expect(submitButton(page)).toBeEnabled();
      await expect(page.locator("form").getByLabel(form.kept[0])).toHaveValue("");
    });
  }
});

test.describe("hostile input", () => {
  test.beforeEach(async ({ page }) => presentAsRegularBrowser(page));

  test("markup, 20,000 characters, emoji and right-to-left text stay text and are capped", async ({
    page,
  }) => {
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const bodies = await interceptEmail(page);
    await openForm(page, "/contact");
    const markup = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
    const rtl = "مرحبا بكم 👋🏽 שלום";
    await page.getByLabel("Full Name").fill(markup);
    await page.getByLabel("Email Address").fill("meera@example.net");
    await page.getByLabel("Department").selectOption("support");
    await page.getByLabel("Subject").fill(rtl);
    await page.getByLabel("Message").fill("x".repeat(20_000));

    await expect(page.getByLabel("Full Name")).toHaveValue(markup.slice(0, 100));
    expect(await page.getByLabel("Message").inputValue()).toHaveLength(5000);

    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("button", { name: "Send Another Message" })).toBeVisible();
    const params = bodies[0]?.template_params as Record<string, string>;
    expect(params.from_name).toBe(markup.slice(0, 100).trim());
    expect(params.subject).toBe(rtl);
    expect(params.message).toHaveLength(5000);
    expect(dialogs).toEqual([]);
    await expect(page.locator("img[src=x]")).toHaveCount(0);
  });
});
