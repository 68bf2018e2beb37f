import { fieldErrors, fieldLabel, formText } from "@/content/form-messages";
import {
  clampLength,
  emailKeys,
  emailParams,
  firstErrorField,
  maxLengthOf,
  sentCopy,
  type FieldSpec,
  type FieldSpecs,
  type FormSchema,
} from "@/lib/form-schema";
import { validate, zodSchema } from "@/lib/form-validator";

import { applicationSchema, isHttpsLink, type ApplicationValues } from "./application";
import { contactSchema, type ContactValues } from "./contact";
import { homeContactSchema, type HomeContactValues } from "./home";
import { quoteSchema, type QuoteValues } from "./quote";

// The four forms' schemas: their rules and words (as lib/form-validator.ts checks them) and their
// emails (as lib/form-schema.ts makes them).

const validateHomeContact = (values: HomeContactValues) => validate(homeContactSchema, values);
const validateQuote = (values: QuoteValues) => validate(quoteSchema, values);
const validateContact = (values: ContactValues) => validate(contactSchema, values);

const home: HomeContactValues = {
  name: "Asha Mehta",
  email: "asha@example.com",
  phone: "",
  subject: "",
  message: "We need an app.",
};

const quote: QuoteValues = {
  ...quoteSchema.empty,
  fullName: "Asha Mehta",
  email: "asha@example.com",
  projectType: "new-project",
  services: ["web-development"],
  projectDescription: "A marketplace for local artisans.",
};

const contact: ContactValues = {
  ...contactSchema.empty,
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
    expect(validateHomeContact(homeContactSchema.empty)).toEqual({
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
    expect(validateQuote(quoteSchema.empty)).toEqual({
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
    expect(validateContact(contactSchema.empty)).toEqual({
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
    expect(clampLength(quoteSchema, "phone", "1".repeat(30))).toBe("1".repeat(20));
    expect(clampLength(quoteSchema, "message", "short")).toBe("short");
    expect(clampLength(quoteSchema, "budget", "x".repeat(500))).toHaveLength(500);
    expect(clampLength(quoteSchema, "toString", "abc")).toBe("abc");
  });

  it("maxLengthOf gives a field's limit or nothing", () => {
    expect(maxLengthOf(contactSchema, "company")).toBe(120);
    expect(maxLengthOf(contactSchema, "department")).toBeUndefined();
  });
});

describe("firstErrorField", () => {
  it("firstErrorField follows the form's field order, not the errors' order", () => {
    expect(firstErrorField({ message: "x", email: "y" }, homeContactSchema.order)).toBe("email");
    expect(firstErrorField({ subject: "x", department: "y" }, contactSchema.order)).toBe(
      "department",
    );
    expect(firstErrorField({ projectDescription: "x", services: "y" }, quoteSchema.order)).toBe(
      "services",
    );
    expect(firstErrorField({}, quoteSchema.order)).toBeUndefined();
  });
});

describe("the lead forms' emails", () => {
  it("builds the home contact payload, trimmed", () => {
    expect(
      emailParams(homeContactSchema, {
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
    expect(emailParams(homeContactSchema, values)).toEqual({
      from_name: "A",
      from_email: "a@b.co",
      from_phone: "",
      subject: "Website Contact Form",
      message: "Hi",
    });
  });

  it("builds the quote payload with labels instead of codes", () => {
    expect(
      emailParams(quoteSchema, {
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
      emailParams(quoteSchema, {
        ...quoteSchema.empty,
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
      emailParams(contactSchema, {
        ...contactSchema.empty,
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

const roles = [
  { value: "flutter-developer", label: "Flutter Developer" },
  { value: "ui-ux-designer", label: "UI/UX Designer" },
];
const application = applicationSchema(roles);

/** The template variable each of the application's fields is emailed as. */
const keyOf = Object.fromEntries(
  application.order.map((field) => [field, application.fields[field].emailKey]),
) as Record<keyof ApplicationValues, string>;

const valid: ApplicationValues = {
  fullName: "Ananya Shah",
  email: "ananya.shah@example.in",
  phone: "+91 98250 12345",
  role: "flutter-developer",
  cvUrl: "https://drive.google.com/file/d/1AbC/view",
  message: "I built the Flutter app of a Surat co-operative bank.",
};

const errorsOf = (changes: Partial<ApplicationValues>) =>
  validate(application, { ...valid, ...changes });

describe("the application's table", () => {
  it("gives the fields in the form's order, an empty form and their limits", () => {
    expect(application.order).toEqual(["fullName", "email", "phone", "role", "cvUrl", "message"]);
    expect(application.empty).toEqual({
      fullName: "",
      email: "",
      phone: "",
      role: "",
      cvUrl: "",
      message: "",
    });
    expect(maxLengthOf(application, "fullName")).toBe(100);
    expect(maxLengthOf(application, "message")).toBe(5000);
    // A select's value is one of its options: it has no length of its own.
    expect(maxLengthOf(application, "role")).toBeUndefined();
    expect(maxLengthOf(application, "company")).toBeUndefined();
  });
});

describe("the application's rules", () => {
  it("accepts a complete application, with or without a message", () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ message: "" })).toEqual({});
  });

  it("says what each required field misses, a field of spaces being empty", () => {
    expect(
      validate(application, { ...application.empty, fullName: "   ", message: "Hello" }),
    ).toEqual({
      fullName: fieldErrors.nameRequired,
      email: fieldErrors.emailRequired,
      phone: fieldErrors.phoneRequired,
      role: fieldErrors.roleRequired,
      cvUrl: fieldErrors.cvUrlRequired,
    });
  });

  it("shows a field's first broken rule only", () => {
    // Empty breaks both "required" and the format: only "required" is said.
    expect(errorsOf({ email: "" }).email).toBe(fieldErrors.emailRequired);
    expect(errorsOf({ email: "ananya@" }).email).toBe(fieldErrors.emailInvalid);
    expect(errorsOf({ phone: "98-25" }).phone).toBe(fieldErrors.phoneInvalid);
  });

  it("holds each field to its length, whatever the route the value came by", () => {
    expect(errorsOf({ fullName: "a".repeat(101) }).fullName).toBe(fieldErrors.tooLong(100));
    expect(errorsOf({ message: "a".repeat(5001) }).message).toBe(fieldErrors.tooLong(5000));
    expect(errorsOf({ fullName: ` ${"a".repeat(100)} ` })).toEqual({});
  });

  it("takes only a role open on the site (a draft may hold one that has closed)", () => {
    expect(errorsOf({ role: "qa-automation-engineer" }).role).toBe(fieldErrors.notAnOption);
    expect(errorsOf({ role: "ui-ux-designer" })).toEqual({});
  });

  it("takes only a full https:// link for the CV", () => {
    for (const link of [
      "drive.google.com/file/d/1AbC",
      "http://ananya.dev",
      "https://",
      "https://localhost/cv.pdf",
      "https:// ananya.dev",
      "javascript:alert(1)",
    ]) {
      expect(errorsOf({ cvUrl: link }).cvUrl).toBe(fieldErrors.cvUrlInvalid);
    }
    expect(errorsOf({ cvUrl: "  https://github.com/ananya-shah  " })).toEqual({});
    expect(isHttpsLink("https://www.behance.net/ananya")).toBe(true);
  });

  it("is the zod schema's own verdict", () => {
    const schema = zodSchema(application);
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse({ ...valid, cvUrl: "http://x.in" }).success).toBe(false);
  });
});

describe("the application's email", () => {
  const params = emailParams(application, {
    ...valid,
    fullName: "  Ananya Shah ",
    cvUrl: " https://github.com/ananya-shah ",
  });

  it("sends every field under the variable the schema names, trimmed, the role as its title", () => {
    expect(params[keyOf.fullName]).toBe("Ananya Shah");
    expect(params[keyOf.email]).toBe(valid.email);
    expect(params[keyOf.phone]).toBe(valid.phone);
    expect(params[keyOf.role]).toBe("Flutter Developer");
    expect(params[keyOf.cvUrl]).toBe("https://github.com/ananya-shah");
  });

  it("fills what the contact template shows: the role in the subject, the CV in the message", () => {
    expect(params).toEqual({
      from_name: "Ananya Shah",
      from_email: valid.email,
      from_phone: valid.phone,
      role: "Flutter Developer",
      cv_url: "https://github.com/ananya-shah",
      subject: "Application: Flutter Developer",
      department: formText.application.department,
      message: `${valid.message}\n\nCV or portfolio: https://github.com/ananya-shah`,
    });
    expect(emailParams(application, { ...valid, message: "" }).message).toBe(
      `CV or portfolio: ${valid.cvUrl}`,
    );
  });
});

describe("every email variable comes from the form's schema", () => {
  /** The email has exactly the variables the schema names, each field's text under its own. */
  function expectVariablesFromSchema<F extends FieldSpecs>(schema: FormSchema<F>) {
    const keys = emailKeys(schema);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(emailParams(schema, schema.empty)).sort()).toEqual([...keys].sort());
    for (const field of schema.order) {
      const spec: FieldSpec = schema.fields[field]!;
      const option = spec.kind === "text" ? undefined : spec.options[0]!;
      const value = option ? option.value : "Asha wrote this";
      const changed = { ...schema.empty, [field]: spec.kind === "choices" ? [value] : value };
      expect(emailParams(schema, changed)[spec.emailKey]).toContain(option?.label ?? value);
    }
  }

  const roles = [{ value: "flutter-developer", label: "Flutter Developer" }];
  it.each([
    ["home", () => expectVariablesFromSchema(homeContactSchema)],
    ["quote", () => expectVariablesFromSchema(quoteSchema)],
    ["contact", () => expectVariablesFromSchema(contactSchema)],
    ["application", () => expectVariablesFromSchema(applicationSchema(roles))],
  ])("on the %s form", (_, expectation) => expectation());
});

describe("a sent form's copy", () => {
  it("lists the short fields filled in, trimmed, in the form's order, choices by their labels", () => {
    const sent = {
      ...quote,
      fullName: "  Asha Mehta ",
      services: ["mobile-apps", "web-development"],
    };
    expect(sentCopy(quoteSchema, sent, (field) => fieldLabel("quote", field))).toEqual([
      { field: "fullName", label: "Full Name", value: "Asha Mehta" },
      { field: "email", label: "Email Address", value: "asha@example.com" },
      { field: "projectType", label: "Project Type", value: "New Project" },
      // In the list's order, as the email has them, not the order they were ticked in.
      { field: "services", label: "Services Needed", value: "Web Development, Mobile Apps" },
    ]);
  });

  it("leaves out a field of spaces and the long texts, and keeps a text at the copy's limit", () => {
    const lines = sentCopy(homeContactSchema, { ...home, phone: "   ", subject: "Hello" }, String);
    expect(lines.map((line) => line.field)).toEqual(["name", "email", "subject"]);
    const cv = `https://example.com/${"a".repeat(480)}`;
    const application = applicationSchema([
      { value: "flutter-developer", label: "Flutter Developer" },
    ]);
    const sent = { ...application.empty, cvUrl: cv, message: "Hi" };
    expect(sentCopy(application, sent, String)).toEqual([
      { field: "cvUrl", label: "cvUrl", value: cv },
    ]);
  });

  it("has a label for every field of every form", () => {
    const forms = [
      ["home", homeContactSchema],
      ["quote", quoteSchema],
      ["contact", contactSchema],
      ["application", applicationSchema([])],
    ] as const;
    for (const [form, schema] of forms) {
      for (const field of schema.order) expect(fieldLabel(form, field)).toMatch(/\w/);
    }
    expect(() => fieldLabel("home", "budget")).toThrow(`no label for its field "budget"`);
  });
});
