/**
 * What the form tests share, imported by them alone. Each test file still mocks the email module
 * itself (`jest.mock("@/lib/email", …)`), because Jest hoists that call within its own file only.
 */
import { act } from "@testing-library/react";
import { sendEmail, type SendResult } from "@/lib/email";
import type { FieldSpecs, FormSchema } from "@/lib/form-schema";

/** The mocked sendEmail: each test sets what the email service answers. */
export const mockedSend = jest.mocked(sendEmail);

/** Every test starts with no stored draft and an email service that accepts the message. */
export function startEachTestAfresh() {
  beforeEach(() => {
    window.localStorage.clear();
    mockedSend.mockReset();
    mockedSend.mockResolvedValue({ ok: true });
  });
}

/** Holds the next sends open: the form stays "sending" until the returned `finish` answers. */
export function holdSend() {
  let finish: (result: SendResult) => void = () => {};
  mockedSend.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
  return (result: SendResult) => act(async () => finish(result));
}

/** The visitor every form test types in, and how the email's variables carry her. */
export const asha = { name: "Asha Mehta", email: "asha@example.com" };
export const ashaSent = { from_name: asha.name, from_email: asha.email, from_phone: "" };

/** The Send button while a message is on its way: disabled, and saying so. */
export function expectBusy(button: HTMLElement, label: string) {
  expect(button).toBeDisabled();
  expect(button).toHaveTextContent(label);
}

/** The form sent Asha's message once, with these variables beside her name and address. */
export function expectSent(form: string, variables: Record<string, string>) {
  expect(mockedSend).toHaveBeenCalledWith(form, { ...ashaSent, ...variables });
}

/** What a form says under each field it asks for when that field is empty, in the form's order. */
export function requiredMessages<F extends FieldSpecs>(schema: FormSchema<F>): string[] {
  return schema.order.flatMap((field) => schema.fields[field]!.required ?? []);
}
