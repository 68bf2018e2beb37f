import { fieldErrors, formText } from "@/content/form-messages";

import {
  applicationEmailKeys,
  applicationFields,
  applicationMaxLength,
  applicationParams,
  emptyApplication,
  isHttpsLink,
  type ApplicationValues,
} from "./application";
import { applicationSchema, validateApplication } from "./application-schema";
import { readEmailConfig, templateOf } from "./email";

const roles = [
  { value: "flutter-developer", label: "Flutter Developer" },
  { value: "ui-ux-designer", label: "UI/UX Designer" },
];
const ids = roles.map((role) => role.value);

const valid: ApplicationValues = {
  fullName: "Ananya Shah",
  email: "ananya.shah@example.in",
  phone: "+91 98250 12345",
  role: "flutter-developer",
  cvUrl: "https://drive.google.com/file/d/1AbC/view",
  message: "I built the Flutter app of a Surat co-operative bank.",
};

const errorsOf = (changes: Partial<ApplicationValues>) =>
  validateApplication({ ...valid, ...changes }, ids);

describe("the schema", () => {
  it("gives the fields in the form's order, an empty form and their limits", () => {
    expect(applicationFields).toEqual(["fullName", "email", "phone", "role", "cvUrl", "message"]);
    expect(emptyApplication).toEqual({
      fullName: "",
      email: "",
      phone: "",
      role: "",
      cvUrl: "",
      message: "",
    });
    expect(applicationMaxLength("fullName")).toBe(100);
    expect(applicationMaxLength("message")).toBe(5000);
    expect(applicationMaxLength("company")).toBeUndefined();
  });

  it("names an email variable for every field, each a different one", () => {
    const keys = applicationFields.map((field) => applicationEmailKeys[field]);
    expect(keys.every(Boolean)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("validateApplication", () => {
  it("accepts a complete application, with or without a message", () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ message: "" })).toEqual({});
  });

  it("says what each required field misses, a field of spaces being empty", () => {
    expect(
      validateApplication({ ...emptyApplication, fullName: "   ", message: "Hello" }, ids),
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

  it("is the schema's own verdict", () => {
    const schema = applicationSchema(ids);
    expect(schema.safeParse(valid).success).toBe(true);
    expect(schema.safeParse({ ...valid, cvUrl: "http://x.in" }).success).toBe(false);
  });
});

describe("applicationParams", () => {
  const params = applicationParams(
    { ...valid, fullName: "  Ananya Shah ", cvUrl: " https://github.com/ananya-shah " },
    roles,
  );

  it("sends every field under the variable the schema names, trimmed, the role as its title", () => {
    expect(params[applicationEmailKeys.fullName]).toBe("Ananya Shah");
    expect(params[applicationEmailKeys.email]).toBe(valid.email);
    expect(params[applicationEmailKeys.phone]).toBe(valid.phone);
    expect(params[applicationEmailKeys.role]).toBe("Flutter Developer");
    expect(params[applicationEmailKeys.cvUrl]).toBe("https://github.com/ananya-shah");
    for (const field of applicationFields)
      expect(params).toHaveProperty(applicationEmailKeys[field]);
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
    expect(applicationParams({ ...valid, message: "" }, roles).message).toBe(
      `CV or portfolio: ${valid.cvUrl}`,
    );
  });

  it("goes out through the contact page's template", () => {
    const config = readEmailConfig({ NEXT_PUBLIC_EMAILJS_TEMPLATE_CONTACT: "template_contact" });
    expect(config.templates[templateOf("application")]).toBe("template_contact");
    expect(templateOf("quote")).toBe("quote");
  });
});
