import { EmailJSResponseStatus, send } from "@emailjs/browser";
import {
  blockedEmails,
  contactParams,
  homeContactParams,
  missingEmailSettings,
  quoteParams,
  readEmailConfig,
  sendEmail,
  THROTTLE_MS,
  type EmailConfig,
} from "./email";
import { emptyContact, emptyQuote } from "./validation";

jest.mock("@emailjs/browser", () => {
  const actual = jest.requireActual("@emailjs/browser");
  return { __esModule: true, ...actual, send: jest.fn() };
});

const actualSend = jest.requireActual<typeof import("@emailjs/browser")>("@emailjs/browser").send;
const mockedSend = jest.mocked(send);

const env = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: "public-key",
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: "service_dunga",
  NEXT_PUBLIC_EMAILJS_TEMPLATE_HOME: "template_home",
  NEXT_PUBLIC_EMAILJS_TEMPLATE_QUOTE: "template_quote",
  NEXT_PUBLIC_EMAILJS_TEMPLATE_CONTACT: "template_contact",
};

const config: EmailConfig = readEmailConfig(env);
const params = { from_name: "Asha", from_email: "asha@example.com" };

beforeEach(() => {
  mockedSend.mockReset();
  window.localStorage.clear();
});

describe("configuration", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("reads the five settings, trimmed", () => {
    expect(readEmailConfig({ ...env, NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: "  public-key \n" })).toEqual({
      publicKey: "public-key",
      serviceId: "service_dunga",
      templates: { home: "template_home", quote: "template_quote", contact: "template_contact" },
    });
  });

  it("reads process.env by default", () => {
    Object.assign(process.env, env, { NEXT_PUBLIC_EMAILJS_TEMPLATE_QUOTE: "template_other" });
    expect(readEmailConfig().templates.quote).toBe("template_other");
    expect(readEmailConfig().publicKey).toBe("public-key");
  });

  it("gives empty strings for missing settings", () => {
    expect(readEmailConfig({})).toEqual({
      publicKey: "",
      serviceId: "",
      templates: { home: "", quote: "", contact: "" },
    });
  });

  it("names the missing or blank settings", () => {
    expect(missingEmailSettings(env)).toEqual([]);
    expect(
      missingEmailSettings({
        ...env,
        NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: "",
        NEXT_PUBLIC_EMAILJS_TEMPLATE_CONTACT: "   ",
      }),
    ).toEqual(["NEXT_PUBLIC_EMAILJS_PUBLIC_KEY", "NEXT_PUBLIC_EMAILJS_TEMPLATE_CONTACT"]);
    expect(missingEmailSettings({})).toHaveLength(5);
  });
});

describe("payloads", () => {
  it("builds the home contact payload, trimmed", () => {
    expect(
      homeContactParams({
        name: " Asha Mehta ",
        email: " asha@example.com ",
        phone: " +91 98765 43210 ",
        subject: " Hello ",
        message: " We need an app. ",
      }),
    ).toEqual({
      from_name: "Asha Mehta",
      from_email: "asha@example.com",
      from_phone: "+91 98765 43210",
      subject: "Hello",
      message: "We need an app.",
    });
  });

  it("defaults an empty or blank home subject to 'Website Contact Form'", () => {
    const values = { name: "A", email: "a@b.co", phone: "", subject: "   ", message: "Hi" };
    expect(homeContactParams(values)).toEqual({
      from_name: "A",
      from_email: "a@b.co",
      from_phone: "",
      subject: "Website Contact Form",
      message: "Hi",
    });
  });

  it("builds the quote payload with labels instead of codes", () => {
    expect(
      quoteParams({
        fullName: " Asha Mehta ",
        email: "asha@example.com",
        phone: "+91 98765 43210",
        company: " Artisan Co ",
        projectType: "migration",
        services: ["ui-ux-design", "web-development", "maintenance-support"],
        budget: "10k-25k",
        timeframe: "1-3-months",
        projectDescription: " Rebuild our shop. ",
        hearAboutUs: "review-site",
      }),
    ).toEqual({
      from_name: "Asha Mehta",
      from_email: "asha@example.com",
      from_phone: "+91 98765 43210",
      company: "Artisan Co",
      project_type: "Migration / Modernisation",
      services: "Web Development, UI/UX Design, Maintenance & Support",
      budget: "$10,000 - $25,000",
      timeframe: "1-3 months",
      project_description: "Rebuild our shop.",
      hear_about_us: "Review site",
    });
  });

  it("sends empty strings for the quote's empty optional fields", () => {
    expect(
      quoteParams({
        ...emptyQuote,
        fullName: "A",
        email: "a@b.co",
        projectType: "consultation",
        services: ["mobile-apps"],
        projectDescription: "Advice",
      }),
    ).toEqual({
      from_name: "A",
      from_email: "a@b.co",
      from_phone: "",
      company: "",
      project_type: "Consultation",
      services: "Mobile Apps",
      budget: "",
      timeframe: "",
      project_description: "Advice",
      hear_about_us: "",
    });
  });

  it("builds the contact payload with the department's label", () => {
    expect(
      contactParams({
        ...emptyContact,
        fullName: " Asha ",
        email: " asha@example.com",
        company: "",
        department: "support",
        subject: " Login issue ",
        message: " It fails. ",
      }),
    ).toEqual({
      from_name: "Asha",
      from_email: "asha@example.com",
      from_phone: "",
      company: "",
      department: "Technical Support",
      subject: "Login issue",
      message: "It fails.",
    });
  });
});

describe("sendEmail", () => {
  it("passes the service, the form's template, the params and the options", async () => {
    mockedSend.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    await expect(sendEmail("quote", params, config)).resolves.toEqual({ ok: true });
    expect(mockedSend).toHaveBeenCalledTimes(1);
    expect(mockedSend).toHaveBeenCalledWith("service_dunga", "template_quote", params, {
      publicKey: "public-key",
      blockHeadless: true,
      blockList: { list: blockedEmails, watchVariable: "from_email" },
      limitRate: { id: "dunga-quote", throttle: 10_000 },
      storageProvider: expect.objectContaining({ get: expect.any(Function) }),
    });
  });

  it.each([
    ["home", "template_home"],
    ["contact", "template_contact"],
  ] as const)("uses the %s form's template and rate-limit id", async (form, template) => {
    mockedSend.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    await sendEmail(form, params, config);
    expect(mockedSend).toHaveBeenCalledWith(
      "service_dunga",
      template,
      params,
      expect.objectContaining({ limitRate: { id: `dunga-${form}`, throttle: THROTTLE_MS } }),
    );
  });

  it("reads its configuration from the environment by default", async () => {
    const saved = { ...process.env };
    Object.assign(process.env, env);
    mockedSend.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    await expect(sendEmail("home", params)).resolves.toEqual({ ok: true });
    expect(mockedSend).toHaveBeenCalledWith(
      "service_dunga",
      "template_home",
      params,
      expect.anything(),
    );
    process.env = saved;
  });

  it.each([
    ["public key", { ...config, publicKey: "" }],
    ["service id", { ...config, serviceId: "" }],
    ["template", { ...config, templates: { ...config.templates, contact: "" } }],
  ])("fails with 'config' and never calls the library without a %s", async (_, partial) => {
    await expect(sendEmail("contact", params, partial)).resolves.toEqual({
      ok: false,
      reason: "config",
    });
    expect(mockedSend).not.toHaveBeenCalled();
  });

  it.each([
    [451, "Unavailable For Headless Browser", "headless"],
    [403, "Forbidden", "blocked"],
    [429, "Too Many Requests", "rate-limited"],
    [0, "Network Error", "network"],
    [400, "The template ID is invalid", "server"],
    [500, "Internal Server Error", "server"],
  ])("maps a %i rejection to %p → %p", async (status, text, reason) => {
    mockedSend.mockRejectedValue(new EmailJSResponseStatus(status, text));
    await expect(sendEmail("home", params, config)).resolves.toEqual({
      ok: false,
      reason,
      status,
    });
  });

  it("maps a status-like plain object as well", async () => {
    mockedSend.mockRejectedValue({ status: 502, text: "Bad Gateway" });
    await expect(sendEmail("home", params, config)).resolves.toEqual({
      ok: false,
      reason: "server",
      status: 502,
    });
  });

  it("maps a thrown string (the library's argument checks) to 'unknown'", async () => {
    mockedSend.mockRejectedValue("The public key is required.");
    await expect(sendEmail("home", params, config)).resolves.toEqual({
      ok: false,
      reason: "unknown",
    });
  });

  it("maps fetch's TypeError to 'network' and any other error to 'unknown'", async () => {
    mockedSend.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(sendEmail("home", params, config)).resolves.toEqual({
      ok: false,
      reason: "network",
    });
    mockedSend.mockImplementationOnce(() => {
      throw new Error("QuotaExceededError");
    });
    await expect(sendEmail("home", params, config)).resolves.toEqual({
      ok: false,
      reason: "unknown",
    });
    mockedSend.mockRejectedValueOnce(undefined);
    await expect(sendEmail("home", params, config)).resolves.toEqual({
      ok: false,
      reason: "unknown",
    });
  });
});

// The real library behind the same call, with only fetch replaced: proves the failure shapes above
// are the ones 4.4.1 actually produces.
describe("sendEmail with the real library", () => {
  const fetchMock = jest.fn();

  let clock = Date.now();

  beforeEach(() => {
    // Each test starts a throttle period after the last, whatever the last one stored.
    clock += THROTTLE_MS + 1;
    jest.spyOn(Date, "now").mockReturnValue(clock);
    mockedSend.mockImplementation(actualSend);
    fetchMock.mockReset();
    global.fetch = fetchMock;
  });

  afterEach(() => {
    jest.restoreAllMocks();
    Reflect.deleteProperty(global, "fetch");
  });

  const answer = (status: number, text: string) =>
    fetchMock.mockResolvedValueOnce({ ok: status < 300, status, text: async () => text });

  it("posts the documented JSON and succeeds on 200", async () => {
    answer(200, "OK");
    await expect(sendEmail("home", params, config)).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("https://api.emailjs.com/api/v1.0/email/send");
    expect(JSON.parse(init.body as string)).toEqual({
      lib_version: "4.4.1",
      user_id: "public-key",
      service_id: "service_dunga",
      template_id: "template_home",
      template_params: params,
    });
  });

  it("rate-limits a second send of the same form within the throttle", async () => {
    answer(200, "OK");
    await sendEmail("quote", params, config);
    await expect(sendEmail("quote", params, config)).resolves.toEqual({
      ok: false,
      reason: "rate-limited",
      status: 429,
    });
    answer(200, "OK");
    await expect(sendEmail("contact", params, config)).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("blocks a listed address without a request", async () => {
    const spam = { ...params, from_email: blockedEmails[0] ?? "" };
    await expect(sendEmail("home", spam, config)).resolves.toEqual({
      ok: false,
      reason: "blocked",
      status: 403,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("refuses a headless browser without a request", async () => {
    Object.defineProperty(window.navigator, "webdriver", { value: true, configurable: true });
    try {
      await expect(sendEmail("home", params, config)).resolves.toEqual({
        ok: false,
        reason: "headless",
        status: 451,
      });
    } finally {
      Object.defineProperty(window.navigator, "webdriver", { value: false, configurable: true });
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("reports the server's status", async () => {
    answer(400, "The template ID is invalid");
    await expect(sendEmail("home", params, config)).resolves.toEqual({
      ok: false,
      reason: "server",
      status: 400,
    });
  });

  it("reports a request that never got an answer as 'network'", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(sendEmail("home", params, config)).resolves.toEqual({
      ok: false,
      reason: "network",
    });
  });

  it("keeps rate-limiting when localStorage refuses to store", async () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("Quota exceeded", "QuotaExceededError");
    });
    try {
      answer(200, "OK");
      await expect(sendEmail("home", params, config)).resolves.toEqual({ ok: true });
      await expect(sendEmail("home", params, config)).resolves.toMatchObject({
        reason: "rate-limited",
      });
    } finally {
      setItem.mockRestore();
    }
  });
});
