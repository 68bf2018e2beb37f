import { EmailJSResponseStatus, send } from "@emailjs/browser";
import {
  blockedEmails,
  missingEmailSettings,
  readEmailConfig,
  sendEmail,
  SEND_TIMEOUT_MS,
  templateOf,
  THROTTLE_MS,
  withoutBlockedStorage,
  type EmailConfig,
} from "./email";

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

// What the module remembers of delivered sends expires with time: each test starts a throttle
// period after the last, so that none is answered from an earlier one's memory.
let clock = Date.now();

beforeEach(() => {
  clock += THROTTLE_MS + 1;
  jest.spyOn(Date, "now").mockReturnValue(clock);
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

describe("templates", () => {
  it("sends a job application through the contact page's template", () => {
    const config = readEmailConfig({ NEXT_PUBLIC_EMAILJS_TEMPLATE_CONTACT: "template_contact" });
    expect(config.templates[templateOf("application")]).toBe("template_contact");
    expect(templateOf("quote")).toBe("quote");
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
    });
  });

  it.each([
    ["home", "template_home"],
    ["contact", "template_contact"],
  ] as const)("uses the %s form's template", async (form, template) => {
    mockedSend.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    await sendEmail(form, params, config);
    expect(mockedSend).toHaveBeenCalledWith("service_dunga", template, params, expect.anything());
  });

  it("gives up on a send that never answers with 'timeout'", async () => {
    mockedSend.mockReturnValue(new Promise(() => {}));
    await expect(sendEmail("quote", params, config, 20)).resolves.toEqual({
      ok: false,
      reason: "timeout",
    });
  });

  it("bounds every send by SEND_TIMEOUT_MS, 20 s unless the build sets it", async () => {
    expect(SEND_TIMEOUT_MS).toBe(20_000);
    // The fake clock starts where this test's own does (see `clock`).
    jest.useFakeTimers({ now: clock });
    try {
      mockedSend.mockReturnValue(new Promise(() => {}));
      const result = sendEmail("quote", params, config);
      await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
      let settled = false;
      void result.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toEqual({ ok: false, reason: "timeout" });
    } finally {
      jest.useRealTimers();
    }
  });

  it("remembers a success that answers after the timeout: the same message is not sent twice", async () => {
    let answer: (value: EmailJSResponseStatus) => void = () => {};
    mockedSend.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await expect(sendEmail("quote", params, config, 20)).resolves.toMatchObject({
      reason: "timeout",
    });
    answer(new EmailJSResponseStatus(200, "OK"));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(sendEmail("quote", params, config)).resolves.toEqual({ ok: true });
    expect(mockedSend).toHaveBeenCalledTimes(1);
  });

  it("sends again after a timeout whose request later fails", async () => {
    let fail: (reason: unknown) => void = () => {};
    mockedSend.mockReturnValueOnce(new Promise((_, reject) => (fail = reject)));
    await expect(sendEmail("quote", params, config, 20)).resolves.toMatchObject({
      reason: "timeout",
    });
    fail(new EmailJSResponseStatus(500, "Internal Server Error"));
    mockedSend.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    await expect(sendEmail("quote", params, config)).resolves.toEqual({ ok: true });
    expect(mockedSend).toHaveBeenCalledTimes(2);
  });

  it("says 'offline' at once, without a request, when the browser is offline", async () => {
    const onLine = jest.spyOn(window.navigator, "onLine", "get").mockReturnValue(false);
    try {
      await expect(sendEmail("quote", params, config)).resolves.toEqual({
        ok: false,
        reason: "offline",
      });
      expect(mockedSend).not.toHaveBeenCalled();
      mockedSend.mockRejectedValue(new TypeError("Failed to fetch"));
      onLine.mockReturnValueOnce(true);
      await expect(sendEmail("quote", params, config)).resolves.toEqual({
        ok: false,
        reason: "offline",
      });
    } finally {
      onLine.mockRestore();
    }
  });

  it("lets a failed send be retried at once and a second lead go out at once", async () => {
    mockedSend.mockRejectedValueOnce(new EmailJSResponseStatus(500, "Internal Server Error"));
    await expect(sendEmail("contact", params, config)).resolves.toMatchObject({ ok: false });
    mockedSend.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    await expect(sendEmail("contact", params, config)).resolves.toEqual({ ok: true });
    // The same message again within the throttle was delivered already: no second email.
    await expect(sendEmail("contact", params, config)).resolves.toEqual({ ok: true });
    expect(mockedSend).toHaveBeenCalledTimes(2);
    const another = { ...params, message: "A second lead." };
    await expect(sendEmail("contact", another, config)).resolves.toEqual({ ok: true });
    expect(mockedSend).toHaveBeenCalledTimes(3);
  });

  it("sends the same message again once the throttle has passed", async () => {
    const now = jest.spyOn(Date, "now").mockReturnValue(clock);
    mockedSend.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    await sendEmail("home", params, config);
    now.mockReturnValue(clock + THROTTLE_MS);
    await sendEmail("home", params, config);
    expect(mockedSend).toHaveBeenCalledTimes(2);
  });

  it("sends with localStorage throwing on every access", async () => {
    const getter = jest.spyOn(window, "localStorage", "get").mockImplementation(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    try {
      mockedSend.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
      await expect(sendEmail("home", { ...params, message: "blocked" }, config)).resolves.toEqual({
        ok: true,
      });
    } finally {
      getter.mockRestore();
    }
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
    [0, "Network Error", "offline"],
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

  it("maps fetch's TypeError to 'offline' and any other error to 'unknown'", async () => {
    mockedSend.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(sendEmail("home", params, config)).resolves.toEqual({
      ok: false,
      reason: "offline",
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

  beforeEach(() => {
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

  it("counts only delivered sends: a retry after a failure makes a second request", async () => {
    answer(500, "Internal Server Error");
    await expect(sendEmail("quote", params, config)).resolves.toMatchObject({ reason: "server" });
    answer(200, "OK");
    await expect(sendEmail("quote", params, config)).resolves.toEqual({ ok: true });
    answer(200, "OK");
    await expect(
      sendEmail("quote", { ...params, message: "A second lead" }, config),
    ).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it("times out a request that never answers", async () => {
    fetchMock.mockReturnValueOnce(new Promise(() => {}));
    await expect(sendEmail("home", params, config, 20)).resolves.toEqual({
      ok: false,
      reason: "timeout",
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
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

  it("reports a request that never got an answer as 'offline'", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(sendEmail("home", params, config)).resolves.toEqual({
      ok: false,
      reason: "offline",
    });
  });

  it.each([
    [
      "full",
      () =>
        jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
          throw new DOMException("Quota exceeded", "QuotaExceededError");
        }),
    ],
    [
      "throwing on every call",
      () => {
        for (const method of ["getItem", "setItem", "removeItem"] as const) {
          jest.spyOn(Storage.prototype, method).mockImplementation(() => {
            throw new DOMException("The operation is insecure.", "SecurityError");
          });
        }
      },
    ],
    [
      "holding garbage",
      () => {
        for (const key of ["dunga-home", "/", "home"]) window.localStorage.setItem(key, "9e99");
      },
    ],
  ])("sends, and keeps its rate limit, with localStorage %s", async (_, breakStorage) => {
    breakStorage();
    answer(200, "OK");
    await expect(sendEmail("home", params, config)).resolves.toEqual({ ok: true });
    await expect(sendEmail("home", params, config)).resolves.toEqual({ ok: true });
    answer(200, "OK");
    await expect(sendEmail("home", { ...params, message: "Another" }, config)).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

// Where the browser refuses storage, reading `localStorage` throws, and the library reads it as it
// loads: without a guard, no form could send at all.
describe("loading the library with storage blocked", () => {
  const real = Object.getOwnPropertyDescriptor(window, "localStorage");
  const loadLibrary = () =>
    new Promise<typeof import("@emailjs/browser")>((resolve, reject) =>
      jest.isolateModules(() => {
        try {
          resolve(jest.requireActual<typeof import("@emailjs/browser")>("@emailjs/browser"));
        } catch (error) {
          reject(error);
        }
      }),
    );

  beforeEach(() => {
    Object.defineProperty(window, "localStorage", {
      configurable: true,
      get: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    });
  });

  afterEach(() => {
    if (real) Object.defineProperty(window, "localStorage", real);
  });

  it("fails to load the library unguarded (the failure the guard exists for)", async () => {
    await expect(loadLibrary()).rejects.toThrow("insecure");
  });

  it("loads the library with storage hidden, then puts storage back as it was", async () => {
    const library = await withoutBlockedStorage(loadLibrary);
    expect(typeof library.send).toBe("function");
    expect(() => window.localStorage).toThrow("insecure");
  });

  it("puts storage back even when loading fails", async () => {
    await expect(
      withoutBlockedStorage(() => Promise.reject(new TypeError("chunk failed"))),
    ).rejects.toThrow("chunk failed");
    expect(() => window.localStorage).toThrow("insecure");
  });

  it("leaves working storage alone", async () => {
    if (real) Object.defineProperty(window, "localStorage", real);
    const seen = await withoutBlockedStorage(async () => window.localStorage);
    expect(seen).toBe(real?.get?.call(window) ?? real?.value);
  });
});
