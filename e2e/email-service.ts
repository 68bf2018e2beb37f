import { expect as baseExpect, type Page, type Route } from "@playwright/test";

// What the forms specs share: the email service they intercept (no test ever reaches it), and
// waits sized for a busy machine that hydrates pages and loads the email library slowly. Every
// wait is on a state; none of these bounds is a timing assertion.
export const expect = baseExpect.configure({ timeout: 15_000 });
export const FORM_TEST_TIMEOUT = 60_000;

export const SEND = "https://api.emailjs.com/api/v1.0/email/send";

/** Playwright marks its browser as automated, which the email library refuses (the 451 path). */
export async function presentAsRegularBrowser(page: Page) {
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "webdriver", { get: () => false }),
  );
}

export type Reply = (route: Route) => Promise<void>;
export const ok: Reply = (route) => route.fulfill({ status: 200, body: "OK" });

/** Intercepts the email service; every request body is recorded and answered by `reply`. */
export async function interceptEmail(page: Page, reply: Reply = ok) {
  const bodies: Record<string, unknown>[] = [];
  await page.route("https://api.emailjs.com/**", async (route) => {
    const request = route.request();
    // Anything but a JSON POST to the send endpoint is recorded as a mismatch the tests will show.
    bodies.push(
      request.method() === "POST" && request.url() === SEND
        ? request.postDataJSON()
        : { unexpected: `${request.method()} ${request.url()}` },
    );
    await reply(route);
  });
  return bodies;
}
