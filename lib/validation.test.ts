import {
  clampLength,
  contactFields,
  emptyContact,
  emptyHomeContact,
  emptyQuote,
  firstErrorField,
  hasErrors,
  homeContactFields,
  maxLengthOf,
  quoteFields,
  validateContact,
  validateHomeContact,
  validateQuote,
  type ContactValues,
  type HomeContactValues,
  type QuoteValues,
} from "./validation";

const home: HomeContactValues = {
  name: "Asha Mehta",
  email: "asha@example.com",
  phone: "",
  subject: "",
  message: "We need an app.",
};

const quote: QuoteValues = {
  ...emptyQuote,
  fullName: "Asha Mehta",
  email: "asha@example.com",
  projectType: "new-project",
  services: ["web-development"],
  projectDescription: "A marketplace for local artisans.",
};

const contact: ContactValues = {
  ...emptyContact,
  fullName: "Asha Mehta",
  email: "asha@example.com",
  subject: "Partnership",
  message: "Let us talk.",
  department: "partnerships",
};

describe("validateHomeContact", () => {
  it("accepts a complete message and leaves the optional fields alone", () => {
    expect(validateHomeContact(home)).toEqual({});
  });

  it("reports every required field of an empty form", () => {
    expect(validateHomeContact(emptyHomeContact)).toEqual({
      name: "Name is required",
      email: "Email is required",
      message: "Message is required",
    });
  });

  it("treats whitespace-only values as empty", () => {
    expect(validateHomeContact({ ...home, name: "   ", email: "\t ", message: "\n\n" })).toEqual({
      name: "Name is required",
      email: "Email is required",
      message: "Message is required",
    });
  });

  it("trims values before checking them", () => {
    expect(
      validateHomeContact({ ...home, email: "  asha@example.com  ", phone: " 98765432 " }),
    ).toEqual({});
  });

  it.each(["asha", "asha@example", "asha@.com", "@example.com", "as ha@example.com", "a@b@c.com"])(
    "rejects the email %p as 'Invalid email format'",
    (email) => {
      expect(validateHomeContact({ ...home, email }).email).toBe("Invalid email format");
    },
  );

  it.each(["a@b.c", "first.last+tag@sub.example.co.in"])("accepts the email %p", (email) => {
    expect(validateHomeContact({ ...home, email }).email).toBeUndefined();
  });

  it("rejects a phone number under 8 characters and accepts one of 8", () => {
    expect(validateHomeContact({ ...home, phone: "1234567" }).phone).toBe("Invalid phone number");
    expect(validateHomeContact({ ...home, phone: "12345678" }).phone).toBeUndefined();
  });

  it("counts the trimmed phone number", () => {
    expect(validateHomeContact({ ...home, phone: "  1234567  " }).phone).toBe(
      "Invalid phone number",
    );
  });

  it.each(["+91 98765 43210", "(079) 4000-1234", "+1-202-555-0143"])(
    "accepts digits, plus, hyphen, space and parentheses: %p",
    (phone) => {
      expect(validateHomeContact({ ...home, phone }).phone).toBeUndefined();
    },
  );

  it.each(["98765abc43", "+91.98765.43210", "98765/43210", "call me maybe"])(
    "rejects other characters: %p",
    (phone) => {
      expect(validateHomeContact({ ...home, phone }).phone).toBe("Invalid phone number");
    },
  );

  it("does not require the subject", () => {
    expect(validateHomeContact({ ...home, subject: "" }).subject).toBeUndefined();
  });
});

describe("validateQuote", () => {
  it("accepts a complete request with the optional fields empty", () => {
    expect(validateQuote(quote)).toEqual({});
  });

  it("reports every required field of an empty form", () => {
    expect(validateQuote(emptyQuote)).toEqual({
      fullName: "Name is required",
      email: "Email is required",
      projectType: "Project type is required",
      services: "Please select at least one service",
      projectDescription: "Project description is required",
    });
  });

  it("treats whitespace-only values as empty", () => {
    const errors = validateQuote({ ...quote, fullName: "  ", projectDescription: " \n " });
    expect(errors).toEqual({
      fullName: "Name is required",
      projectDescription: "Project description is required",
    });
  });

  it("says 'Email is invalid' for a malformed address", () => {
    expect(validateQuote({ ...quote, email: "asha@example" }).email).toBe("Email is invalid");
    expect(validateQuote({ ...quote, email: " asha@example.com " }).email).toBeUndefined();
  });

  it("does not apply the home form's phone rule", () => {
    expect(validateQuote({ ...quote, phone: "123" }).phone).toBeUndefined();
  });

  it("rejects codes that are not among the options (a stale draft)", () => {
    const errors = validateQuote({
      ...quote,
      projectType: "rocket-science",
      services: ["teleportation"],
      budget: "a-million",
      timeframe: "yesterday",
      hearAboutUs: "dream",
    });
    expect(errors).toEqual({
      projectType: "Project type is required",
      services: "Please select at least one service",
      budget: "Please choose one of the options",
      timeframe: "Please choose one of the options",
      hearAboutUs: "Please choose one of the options",
    });
  });

  it("accepts every optional choice that is in its list", () => {
    const errors = validateQuote({
      ...quote,
      budget: "50k-plus",
      timeframe: "asap",
      hearAboutUs: "referral",
      services: ["web-development", "maintenance-support"],
    });
    expect(errors).toEqual({});
  });
});

describe("validateContact", () => {
  it("accepts a complete message", () => {
    expect(validateContact(contact)).toEqual({});
  });

  it("reports every required field of an empty form", () => {
    expect(validateContact(emptyContact)).toEqual({
      fullName: "Name is required",
      email: "Email is required",
      subject: "Subject is required",
      message: "Message is required",
      department: "Please select a department",
    });
  });

  it("treats whitespace-only values as empty", () => {
    expect(validateContact({ ...contact, subject: "   ", message: "  " })).toEqual({
      subject: "Subject is required",
      message: "Message is required",
    });
  });

  it("says 'Email is invalid' for a malformed address", () => {
    expect(validateContact({ ...contact, email: "asha at example.com" }).email).toBe(
      "Email is invalid",
    );
  });

  it("rejects an unknown department", () => {
    expect(validateContact({ ...contact, department: "legal" }).department).toBe(
      "Please select a department",
    );
  });
});

describe("maximum lengths", () => {
  it("accepts a value at the limit and rejects one past it", () => {
    expect(validateHomeContact({ ...home, name: "a".repeat(100) }).name).toBeUndefined();
    expect(validateHomeContact({ ...home, name: "a".repeat(101) }).name).toBe(
      "Please keep this under 100 characters",
    );
  });

  it("limits every text field of every form", () => {
    const long = (n: number) => "x".repeat(n + 1);
    expect(
      validateHomeContact({
        name: long(100),
        email: `${long(254)}@example.com`,
        phone: "1".repeat(21),
        subject: long(150),
        message: long(5000),
      }),
    ).toEqual({
      name: "Please keep this under 100 characters",
      email: "Please keep this under 254 characters",
      phone: "Please keep this under 20 characters",
      subject: "Please keep this under 150 characters",
      message: "Please keep this under 5000 characters",
    });
    expect(
      validateQuote({
        ...quote,
        fullName: long(100),
        phone: long(20),
        company: long(120),
        projectDescription: long(5000),
      }),
    ).toEqual({
      fullName: "Please keep this under 100 characters",
      phone: "Please keep this under 20 characters",
      company: "Please keep this under 120 characters",
      projectDescription: "Please keep this under 5000 characters",
    });
    expect(validateContact({ ...contact, subject: long(150), message: long(5000) })).toEqual({
      subject: "Please keep this under 150 characters",
      message: "Please keep this under 5000 characters",
    });
  });

  it("measures the trimmed value", () => {
    expect(validateContact({ ...contact, fullName: ` ${"a".repeat(100)} ` }).fullName).toBe(
      undefined,
    );
  });

  it("clampLength cuts a value to its field's limit and leaves other fields alone", () => {
    expect(clampLength("phone", "1".repeat(30))).toBe("1".repeat(20));
    expect(clampLength("message", "short")).toBe("short");
    expect(clampLength("budget", "x".repeat(500))).toHaveLength(500);
    expect(clampLength("toString", "abc")).toBe("abc");
  });

  it("maxLengthOf gives a field's limit or nothing", () => {
    expect(maxLengthOf("company")).toBe(120);
    expect(maxLengthOf("department")).toBeUndefined();
  });
});

describe("hasErrors and firstErrorField", () => {
  it("hasErrors is true only when a message is present", () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ name: undefined })).toBe(false);
    expect(hasErrors({ name: "Name is required" })).toBe(true);
  });

  it("firstErrorField follows the form's field order, not the errors' order", () => {
    expect(firstErrorField({ message: "x", email: "y" }, homeContactFields)).toBe("email");
    expect(firstErrorField({ subject: "x", department: "y" }, contactFields)).toBe("department");
    expect(firstErrorField({ projectDescription: "x", services: "y" }, quoteFields)).toBe(
      "services",
    );
    expect(firstErrorField({}, quoteFields)).toBeUndefined();
  });
});
