import data from "./data/form-messages.json";
import site from "./data/site.json";
import team from "./data/team.json";
import { formThanks } from "./form-thanks";

test("the thank-you panels come with the site's facts they name filled in", () => {
  // The forms' script cannot fill them (./form-messages.ts): the page hands each form its panel.
  expect(data.formText.contact.success.text).toContain("{responsePromise}");
  expect(formThanks.contact.text).toContain(site.company.responsePromise);
  expect(formThanks.application.text).toContain(site.company.careersEmail);
  for (const panel of Object.values(formThanks))
    expect(Object.values(panel).join(" ")).not.toMatch(/\{\w+\}/);
});

test("a panel names the founder it gives as who replies, and no one where it gives none", () => {
  const person = data.formText.quote.success.person;
  const founder = team.leaders.find((leader) => leader.id === person)!;
  expect(formThanks.quote.replier).toMatchObject({ name: founder.name, role: founder.role });
  expect(formThanks.quote.replier!.label).toBe(data.send.repliedBy);
  expect("person" in data.formText.application.success).toBe(false);
  expect(formThanks.application).not.toHaveProperty("replier");
});
