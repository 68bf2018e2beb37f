import { homeAnchors, homeText } from "@/content/home";
import { ContactDetails } from "@/components/contact/contact-details";
import { HomeContactForm } from "@/components/forms/home-contact-form";
import { cardClass } from "@/components/ui/card";
import { formThanks } from "@/content/form-thanks";
import { site } from "@/content/site";

export function ContactSection() {
  return (
    <section id={homeAnchors.contact} className="scroll-mt-20 bg-slate-50 section">
      <div className="container-page grid gap-12 lg:grid-cols-[2fr_3fr]">
        <div>
          <p className="eyebrow">{homeText.contact.eyebrow}</p>
          <h2 className="mt-2 text-3xl font-bold sm:text-4xl">{homeText.contact.title}</h2>
          <p className="mt-4 text-lg">{homeText.contact.description}</p>
          <div className="mt-8">
            <ContactDetails />
          </div>
        </div>
        {/* As tall as the form, not stretched to the words beside it. Once sent, the thank-you
            panel is the card: inside it, a green card sat in a white one. */}
        <div
          className={`${cardClass} self-start p-6 has-[>[data-sent]]:border-0 has-[>[data-sent]]:bg-transparent has-[>[data-sent]]:p-0 has-[>[data-sent]]:shadow-none sm:p-8`}
        >
          <HomeContactForm email={site.email} thanks={formThanks.home} />
        </div>
      </div>
    </section>
  );
}
