import { test, type Page } from "./fixtures";

import { fieldErrors, formMessages } from "../content/form-messages";
import { formThanks } from "../content/form-thanks";
import { jobs } from "../content/jobs";
import { contactText, quoteText } from "../content/sections";
import site from "../content/data/site.json";

import {
  expect,
  FORM_TEST_TIMEOUT,
  interceptEmail,
  ok,
  presentAsRegularBrowser,
  type Reply,
} from "./email-service";
import {
  fillForm,
  type FormCase,
  forms,
  openForm,
  payload,
  representative,
  submitOf,
} from "./form-cases";
import { pageScripts } from "./page-scripts";

test.describe.configure({ timeout: FORM_TEST_TIMEOUT });

// What each lead form sends and shows. A form's own words and request are tested on each form; a
// failure kind, which the shared hook (components/forms/use-form.ts) turns into the same message
// on every form, through the real email library on one form. lib/email.test.ts holds the mapping
// of each failure to its message.

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

/** Each failure kind, and the message it ends in when it is not the form's own. */
const failures: [string, Reply, string?][] = [
  ["a 500 answer", (route) => route.fulfill({ status: 500, body: "Internal Server Error" })],
  [
    "a 429 answer",
    (route) => route.fulfill({ status: 429, body: "Too Many Requests" }),
    formMessages.rateLimited,
  ],
  ["a 403 answer", (route) => route.fulfill({ status: 403, body: "Forbidden" })],
  ["a dropped connection", (route) => route.abort("connectionreset"), formMessages.offline],
];

/** Sends `form` filled in against `reply`; it must end in `message`, the data kept, one request. */
async function expectFailure(page: Page, form: FormCase, reply: Reply, message: string) {
  const bodies = await interceptEmail(page, reply);
  await openForm(page, form);
  await fillForm(page, form);
  await submitOf(page, form).click();

  await expect(form.form(page).getByText(message)).toBeVisible();
  await expect(form.form(page).getByRole("link", { name: /@/ })).toHaveAttribute(
    "href",
    "mailto:hello@dunga.in",
  );
  await expect(form.form(page).getByLabel(form.long.label)).toHaveValue(form.long.value);
  await expect(submitOf(page, form)).toBeEnabled();
  expect(bodies).toHaveLength(1);
}

for (const form of Object.values(forms)) {
  test.describe(form.name, () => {
    // At the phone size the representative form stands for the three.
    test.skip(({ isMobile }) => isMobile && form !== representative, "one form covers the phone");

    test.beforeEach(async ({ page }) => presentAsRegularBrowser(page));

    test("sends exactly the expected JSON, shows the sending state, then success", async ({
      page,
    }) => {
      const { reply, release } = heldReply();
      const bodies = await interceptEmail(page, reply);
      await openForm(page, form);
      await fillForm(page, form);

      await submitOf(page, form).click();
      const sending = form.form(page).getByRole("button", { name: form.sending });
      await expect(sending).toBeDisabled();
      // A second submission while sending (Enter in a field does this even with the button
      // disabled) sends nothing more.
      await form.form(page).evaluate((element) => (element as HTMLFormElement).requestSubmit());
      release();

      await form.sent(page);
      await form.emptied(page);
      expect(bodies).toEqual([payload(form)]);
    });

    test("a failed send ends in the form's own failure message with the data kept", async ({
      page,
    }) => {
      await expectFailure(page, form, failures[0]![1], form.failure);
    });
  });
}

test("sent, the thank-you panel stands in the form's place: at its size beside a column, as tall as its words alone", async ({
  page,
  isMobile,
}) => {
  await presentAsRegularBrowser(page);
  await interceptEmail(page);
  const form = representative;
  await openForm(page, form);
  await fillForm(page, form);
  // Boxes in the page's coordinates: focus moving to the panel scrolls the window.
  const inPage = (element: Element) => {
    const box = element.getBoundingClientRect();
    return { top: Math.round(box.top + scrollY), height: Math.round(box.height) };
  };
  const formBox = await form.form(page).evaluate(inPage);
  const footer = page.getByRole("contentinfo");
  const footerBefore = await footer.evaluate(inPage);

  await submitOf(page, form).click();
  await form.sent(page);
  // The panel: the cell beside the form, in its place (LeadForm's data-sent wrapper).
  const panel = page.locator("[data-sent] > div").filter({
    has: page.getByRole("heading", { name: formThanks.quote.title }),
  });
  const panelBox = await panel.evaluate(inPage);
  // On a laptop, beside the column next to it: the form's box, and nothing under it moves. On a
  // phone, alone in its column: from the form's top, as tall as what it says, and the page under
  // it follows straight after, moved up by what the panel saves.
  const footerAfter = await footer.evaluate(inPage);
  if (isMobile) {
    expect(panelBox.top).toBe(formBox.top);
    expect(panelBox.height).toBeLessThan(formBox.height);
    // Nothing stretched between its button and what to read at its foot.
    const stretched = await panel.evaluate((cell) => {
      const button = cell.querySelector("button")!.getBoundingClientRect();
      return cell.querySelector("nav")!.getBoundingClientRect().top - button.bottom;
    });
    expect(stretched).toBeLessThanOrEqual(40);
    const words = await panel.evaluate((cell) => {
      const inner = cell.firstElementChild!;
      const padding = parseFloat(getComputedStyle(inner).paddingBottom);
      const last = inner.lastElementChild!.getBoundingClientRect();
      return Math.round(inner.getBoundingClientRect().bottom - padding - last.bottom);
    });
    expect(words).toBeLessThanOrEqual(8);
    expect(footerAfter.top).toBe(footerBefore.top - (formBox.height - panelBox.height));
    await expect(page.getByRole("heading", { name: formThanks.quote.title })).toBeInViewport();
  } else {
    expect(panelBox).toEqual(formBox);
    expect(footerAfter).toEqual(footerBefore);
  }
  // What it says starts at its top, where the form's first field was (its padding over it), not
  // in the middle of its height.
  const content = await panel.evaluate((cell) => {
    const first = cell.firstElementChild!.firstElementChild!.getBoundingClientRect();
    return first.top - cell.firstElementChild!.getBoundingClientRect().top;
  });
  expect(content).toBeLessThanOrEqual(40);
  // At its foot, what to read while the team answers, each a page of the site: on a laptop at the
  // foot of the form's height, which had been empty green under the button.
  const next = quoteText.sent;
  const reading = panel.getByRole("navigation", { name: next.title });
  await expect(reading.getByRole("link")).toHaveCount(next.links.length);
  // Links that wrap never run together: the space between two links is clearly more than the
  // space between the lines of one (on a phone some of them take two lines).
  const spacing = await reading.evaluate((nav) => {
    const lines = [...nav.querySelectorAll("a")].map((link) => {
      const range = document.createRange();
      range.selectNodeContents(link);
      // One box per line of text, top to bottom.
      const rows = new Map<number, DOMRect>();
      for (const rect of range.getClientRects()) {
        if (rect.width > 0 && !rows.has(Math.round(rect.top))) rows.set(Math.round(rect.top), rect);
      }
      return [...rows.values()].sort((a, b) => a.top - b.top);
    });
    const within = lines.flatMap((rows) =>
      rows.slice(1).map((row, i) => row.top - rows[i]!.bottom),
    );
    const between = lines.slice(1).map((rows, i) => rows[0]!.top - lines[i]!.at(-1)!.bottom);
    return {
      within: Math.max(0, ...within),
      between: Math.min(...between),
      wrapped: within.length,
    };
  });
  if (isMobile) expect(spacing.wrapped).toBeGreaterThan(0);
  expect(spacing.between).toBeGreaterThanOrEqual(spacing.within + 8);
  // The contact page's too: in the page's script data until sent, they are out of the crawl's reach.
  for (const { href } of [...next.links, ...contactText.sent.links])
    expect((await page.request.get(href)).status(), href).toBe(200);
  const underReading = await panel.evaluate((cell) => {
    const inner = cell.firstElementChild!;
    const padding = parseFloat(getComputedStyle(inner).paddingBottom);
    return (
      inner.getBoundingClientRect().bottom -
      padding -
      inner.querySelector("nav")!.getBoundingClientRect().bottom
    );
  });
  expect(underReading).toBeLessThanOrEqual(8);
  // The form under it is out of reach: its fields are not in the page's accessible tree.
  await expect(page.getByRole("textbox", { name: "Full Name" })).toHaveCount(0);
});

test.describe("failure kinds", () => {
  test.beforeEach(async ({ page }) => presentAsRegularBrowser(page));

  for (const [label, reply, message] of failures.slice(1)) {
    test(`${label} ends in its message with the data kept`, async ({ page }) => {
      await expectFailure(page, representative, reply, message ?? representative.failure);
    });
  }
});

test("a headless browser gets the 451 refusal and the failure message", async ({ page }) => {
  // Playwright's browser says it is automated, and the email library refuses it before sending.
  const bodies = await interceptEmail(page);
  await openForm(page, representative);
  await fillForm(page, representative);
  await submitOf(page, representative).click();
  await expect(page.getByText(representative.failure)).toBeVisible();
  expect(bodies).toHaveLength(0);
});

test.describe("validation", () => {
  test.beforeEach(async ({ page }) => presentAsRegularBrowser(page));

  test("home form: its error messages, focus on the first error, nothing sent", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "the quote form's messages cover the phone");
    const bodies = await interceptEmail(page);
    await openForm(page, forms.home);
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
    // Each error opens with the alert mark, so it is told by its shape as well as its colour.
    const marks = await form
      .getByText(/is required|Invalid/)
      .evaluateAll((errors) =>
        errors.map((error) => getComputedStyle(error, "::before").maskImage.startsWith("url(")),
      );
    expect(marks).toEqual([true, true, true, true]);

    await form.getByLabel("Name").fill("Asha");
    await expect(form.getByText("Name is required")).toBeHidden();
    await expect(form.getByText("Invalid email format")).toBeVisible();
    expect(bodies).toHaveLength(0);
  });

  test("home form: an empty subject is sent as 'Website Contact Form'", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "one form covers the phone");
    const bodies = await interceptEmail(page);
    await openForm(page, forms.home);
    const form = page.locator("#CONTACT form");
    await form.getByLabel("Name").fill("Asha");
    await form.getByLabel("Email").fill("asha@example.com");
    await form.getByLabel("Message").fill("Hello");
    await form.getByRole("button", { name: "Send Message" }).click();
    const thanks = page.getByRole("heading", { name: formThanks.home.title });
    await expect(thanks).toBeVisible();
    expect((bodies[0]?.template_params as Record<string, string>).subject).toBe(
      "Website Contact Form",
    );
    // The thank-you panel is the card the form stood in, not a green card inside a white one:
    // nothing around it draws a frame of its own.
    const frames = await thanks.evaluate((heading) => {
      const framed: string[] = [];
      for (let box = heading.parentElement; box && box.id !== "CONTACT"; box = box.parentElement) {
        if (parseFloat(getComputedStyle(box).borderTopWidth) > 0) framed.push(box.className);
      }
      return framed;
    });
    expect(frames).toHaveLength(1);
  });

  test("quote form: required fields and the submit error clearing on edit", async ({ page }) => {
    await interceptEmail(page, (route) => route.fulfill({ status: 500, body: "" }));
    await openForm(page, forms.quote);
    await page.getByRole("button", { name: "Submit Request" }).click();
    for (const message of [
      fieldErrors.nameRequired,
      fieldErrors.emailRequired,
      fieldErrors.projectTypeRequired,
      fieldErrors.servicesRequired,
      fieldErrors.projectDescriptionRequired,
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel("Full Name")).toBeFocused();

    await page.getByLabel("Email Address").fill("not an email");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByText("Email is invalid")).toBeVisible();

    await fillForm(page, forms.quote);
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByText(forms.quote.failure)).toBeVisible();
    await page.getByLabel("Company").fill("Northwind");
    await expect(page.getByText(forms.quote.failure)).toBeHidden();
  });

  test("contact form: required fields", async ({ page, isMobile }) => {
    test.skip(isMobile, "the quote form's messages cover the phone");
    await openForm(page, forms.contact);
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

  // Each form keeps its draft under its own key, so each is tried.
  for (const form of Object.values(forms)) {
    test(`${form.name}: a reload restores the draft and a successful send clears it`, async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile && form !== representative, "one form covers the phone");
      const bodies = await interceptEmail(page);
      await openForm(page, form);
      await fillForm(page, form);
      await page.reload();
      const long = form.form(page).getByLabel(form.long.label);
      await expect(submitOf(page, form)).toBeEnabled();
      await expect(long).toHaveValue(form.long.value);

      await submitOf(page, form).click();
      await form.sent(page);
      expect(bodies).toEqual([payload(form)]);
      await page.reload();
      await expect(submitOf(page, form)).toBeEnabled();
      await expect(long).toHaveValue("");
    });
  }
});

test.describe("hostile input", () => {
  test.beforeEach(async ({ page }) => presentAsRegularBrowser(page));

  test("markup, 20,000 characters, emoji and right-to-left text stay text and are capped", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "the fields' caps and escaping do not depend on the width");
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const bodies = await interceptEmail(page);
    await openForm(page, forms.contact);
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

test("the forms' scripts carry none of the site's facts", async ({ request }) => {
  // The forms' texts are used as written in the browser; the facts some thank-you panels name
  // are filled in on the server (content/form-thanks.ts). Filling them in the browser had sent
  // content/data/site.json, and the code that fills it, with every page that holds a form.
  const { street } = site.company.address;
  for (const path of ["/", "/contact", "/quote", `/careers/${jobs[0]!.id}`]) {
    const scripts = [...(await pageScripts(request, path))];
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts)
      expect(
        (await (await request.get(script)).text()).includes(street),
        `${path}: ${script}`,
      ).toBe(false);
  }
});
