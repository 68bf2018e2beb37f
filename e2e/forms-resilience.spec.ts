import { test } from "./fixtures";

import { formMessages } from "../content/form-messages";

import {
  expect,
  FORM_TEST_TIMEOUT,
  interceptEmail,
  ok,
  presentAsRegularBrowser,
} from "./email-service";
import { fillForm, openForm, payload, representative as form, submitOf } from "./form-cases";

test.describe.configure({ timeout: FORM_TEST_TIMEOUT });

// Real-browser conditions that must never lose a lead: scripts arriving late, storage refused,
// a send that never answers, offline, two tabs, retries, typing while sending, long pastes. All
// of it is the shared hook's (components/forms/use-form.ts), so the quote form, which has every
// kind of field, stands for the three: typed before its scripts arrive at both sizes, the rest
// (logic that no screen size changes) at the desktop size.

test.describe(form.name, () => {
  test.beforeEach(async ({ page }) => presentAsRegularBrowser(page));

  test("text typed before the scripts arrive is what a submit sends", async ({ page }) => {
    const bodies = await interceptEmail(page);
    // A slow network: the page's scripts arrive at least 2.5 s late, and only once the
    // visitor has finished typing, so that every character is typed before hydration.
    let typed = () => {};
    const typing = new Promise<void>((resolve) => (typed = resolve));
    await page.route("**/_next/static/**/*.js", async (route) => {
      await Promise.all([typing, new Promise((resolve) => setTimeout(resolve, 2500))]);
      await route.continue();
    });
    // A draft from an earlier visit must not replace what is typed now.
    await page.addInitScript(() => {
      const old = { savedAt: Date.now(), values: { name: "Old", fullName: "Old" } };
      for (const key of ["dunga:draft:home", "dunga:draft:quote", "dunga:draft:contact"]) {
        window.localStorage.setItem(key, JSON.stringify(old));
      }
    });
    await page.goto(form.path, { waitUntil: "commit" });
    await fillForm(page, form, { typed: true });
    // Sent before the scripts arrive: the form says at once that it goes once the page is live,
    // and then goes, once, with what was typed.
    await submitOf(page, form).click();
    await expect(form.form(page).getByText(formMessages.held)).toBeVisible();
    typed();
    await form.sent(page);
    expect(bodies).toEqual([payload(form)]);
  });

  // The rest is the hook's own logic, the same on every screen: one size is enough.
  test.describe("held by the shared hook", () => {
    test.skip(({ isMobile }) => isMobile, "the same logic at every size");

    for (const [label, breakStorage] of [
      [
        "throws on access",
        () =>
          Object.defineProperty(window, "localStorage", {
            get() {
              throw new DOMException("The operation is insecure.", "SecurityError");
            },
          }),
      ],
      [
        "is full",
        () => {
          Storage.prototype.setItem = () => {
            throw new DOMException("Quota exceeded", "QuotaExceededError");
          };
        },
      ],
      [
        "holds garbage",
        () => {
          for (const key of ["dunga:draft:home", "dunga:draft:quote", "dunga:draft:contact", "/"]) {
            window.localStorage.setItem(key, '{"savedAt":"soon","values":[1,');
          }
        },
      ],
    ] as const) {
      test(`sends when localStorage ${label}`, async ({ page }) => {
        await page.addInitScript(breakStorage);
        const bodies = await interceptEmail(page);
        await openForm(page, form);
        await fillForm(page, form);
        await form.form(page).getByRole("button", { name: form.submit }).click();
        await form.sent(page);
        expect(bodies).toEqual([payload(form)]);
      });
    }

    test("a send that never answers ends in the failure message with the data kept", async ({
      page,
    }) => {
      // The send is bounded by 8 s in the e2e build: more than a usual test, on a busy machine.
      test.slow();
      const bodies = await interceptEmail(page, () => new Promise<void>(() => {}));
      await openForm(page, form);
      await fillForm(page, form);
      await form.form(page).getByRole("button", { name: form.submit }).click();
      // The e2e build bounds a send by 8 s (see e2e/test-env.ts); production by 20 s.
      await expect(form.form(page).getByText(form.failure)).toBeVisible({ timeout: 20_000 });
      await expect(form.form(page).getByRole("link", { name: /@/ })).toBeVisible();
      await expect(form.form(page).getByLabel(form.long.label)).toHaveValue(form.long.value);
      await expect(form.form(page).getByRole("button", { name: form.submit })).toBeEnabled();
      expect(bodies).toHaveLength(1);
    });

    test("offline is told at once, the data stays and the draft is saved", async ({
      page,
      context,
    }) => {
      const bodies = await interceptEmail(page);
      await openForm(page, form);
      await fillForm(page, form);
      await context.setOffline(true);
      await form.form(page).getByRole("button", { name: form.submit }).click();
      await expect(form.form(page).getByText(formMessages.offline)).toBeVisible();
      expect(bodies).toHaveLength(0);

      await context.setOffline(false);
      await page.reload();
      await expect(submitOf(page, form)).toBeEnabled();
      await expect(form.form(page).getByLabel(form.long.label)).toHaveValue(form.long.value);
      // Back online, the same message goes out at once.
      await form.form(page).getByRole("button", { name: form.submit }).click();
      await form.sent(page);
      expect(bodies).toEqual([payload(form)]);
    });

    test("a retry right after a failure sends a second request", async ({ page }) => {
      let calls = 0;
      const bodies = await interceptEmail(page, (route) =>
        ++calls === 1 ? route.fulfill({ status: 500, body: "" }) : ok(route),
      );
      await openForm(page, form);
      await fillForm(page, form);
      const submit = form.form(page).getByRole("button", { name: form.submit });
      await submit.click();
      await expect(form.form(page).getByText(form.failure)).toBeVisible();
      await submit.click();
      await form.sent(page);
      expect(bodies).toHaveLength(2);
      expect(bodies[1]).toEqual(payload(form));
    });

    test("text typed while sending is never silently dropped", async ({ page }) => {
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      const bodies = await interceptEmail(page, async (route) => {
        await gate;
        await route.fulfill({ status: 500, body: "" });
      });
      await openForm(page, form);
      await fillForm(page, form);
      const field = form.form(page).getByLabel(form.long.label);
      await form.form(page).getByRole("button", { name: form.submit }).click();
      await expect(field).toHaveAttribute("readonly", "");
      await field.press("End");
      await page.keyboard.type(" More.");
      release();
      await expect(form.form(page).getByText(form.failure)).toBeVisible();
      // What was sent is what the field shows: nothing typed was accepted and then lost.
      const sent = (bodies[0]?.template_params as Record<string, string>) ?? {};
      const shown = await field.inputValue();
      expect(Object.values(sent)).toContain(shown);
      await field.press("End");
      await page.keyboard.type(" More.");
      await expect(field).toHaveValue(`${shown} More.`);
    });

    test("a paste past the cap is announced", async ({ page, context, browserName }) => {
      test.skip(browserName !== "chromium", "clipboard permissions are Chromium's");
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await openForm(page, form);
      const { label, cap } = form.long;
      const field = form.form(page).getByLabel(label);
      await page.evaluate((text) => navigator.clipboard.writeText(text), "x".repeat(20_000));
      await field.focus();
      await page.keyboard.press("ControlOrMeta+V");
      await expect(field).toHaveValue("x".repeat(cap));
      const notice = form
        .form(page)
        .locator("[aria-live=polite]")
        .filter({ hasText: "15,000 pasted characters were not added" });
      await expect(notice).toBeVisible();
      await expect(form.form(page).getByText("5,000 / 5,000 characters")).toBeVisible();
    });

    test("autofill of every field never trips the honeypot", async ({ page }) => {
      const bodies = await interceptEmail(page);
      await openForm(page, form);
      await fillForm(page, form);
      // What autofill and password managers do: fill every text field whose name or
      // autocomplete they know. The trap's name and attributes match none of them.
      // Autofill ignores autocomplete="off", so only the name, id and label protect the trap.
      const filled = await page.evaluate(() => {
        const known =
          /name|mail|tel|phone|organi[sz]ation|company|url|web|site|homepage|address|city|zip/i;
        const names: string[] = [];
        for (const input of document.querySelectorAll<HTMLInputElement>("form input")) {
          const label = input.labels?.[0]?.textContent ?? "";
          const hint = `${input.name} ${input.id} ${input.autocomplete} ${label}`;
          if (input.type === "checkbox" || !known.test(hint) || input.value) continue;
          input.value = "Autofilled";
          names.push(input.name);
        }
        return names;
      });
      expect(filled).not.toContain(
        await form.form(page).locator("[tabindex='-1']").getAttribute("name"),
      );
      await form.form(page).getByRole("button", { name: form.submit }).click();
      await form.sent(page);
      expect(bodies).toHaveLength(1);
    });
  });
});

test("two tabs: neither replaces the other's text, and a form sent in one does not come back", async ({
  context,
  isMobile,
}) => {
  test.skip(isMobile, "the same logic at every size");
  const [first, second, third] = [
    await context.newPage(),
    await context.newPage(),
    await context.newPage(),
  ];
  for (const page of [first, second, third]) await presentAsRegularBrowser(page);
  const bodies = await interceptEmail(first);
  // The first tab leaves Company empty; the second fills it in.
  const quote = {
    ...form,
    fields: form.fields.filter((field) => field.label !== "Company"),
    params: { ...form.params, company: "" },
  };
  await openForm(first, quote);
  await fillForm(first, quote);
  // The second tab opens on the first tab's draft, then adds a field of its own.
  await openForm(second, quote);
  await expect(second.getByLabel("Full Name")).toHaveValue("Rahul Iyer");
  await second.getByLabel("Company").pressSequentially("Tab Two Ltd");

  // A third tab finds both tabs' text: the last writer did not replace the other's.
  await openForm(third, quote);
  await expect(third.getByLabel("Full Name")).toHaveValue("Rahul Iyer");
  await expect(third.getByLabel("Company")).toHaveValue("Tab Two Ltd");

  await submitOf(first, quote).click();
  await quote.sent(first);
  expect(bodies).toEqual([payload(quote)]);

  // The second tab keeps typing: it writes back only what was typed in it, never the sent text.
  await second.getByLabel("Company").pressSequentially(" Pvt");
  await third.reload();
  await expect(submitOf(third, quote)).toBeEnabled();
  await expect(third.getByLabel("Company")).toHaveValue("Tab Two Ltd Pvt");
  await expect(third.getByLabel("Full Name")).toHaveValue("");
  // Nothing another tab does changes the fields on screen here.
  await expect(second.getByLabel("Full Name")).toHaveValue("Rahul Iyer");
});
