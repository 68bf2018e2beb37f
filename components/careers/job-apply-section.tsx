import { applySteps } from "@/content/careers";
import { formThanks } from "@/content/form-thanks";
import { jobs, type Job } from "@/content/jobs";
import { careersText } from "@/content/sections";
import { site } from "@/content/site";
import { ApplicationForm } from "@/components/forms/application-form";
import { cardClass } from "@/components/ui/card";
import { StepNumber } from "@/components/ui/step-number";
import { Markdown } from "@/components/ui/markdown";

const text = careersText.job;

/** The open roles as the form's options: what the select shows and the email names. */
const roles = jobs.map((job) => ({ value: job.id, label: job.title }));

/**
 * The steps beside the form: the careers page's, except its first, which sends the visitor to a
 * role's page (this one): here the first step is sending this form.
 */
const steps = [text.sentStep, ...applySteps.slice(1)];

/** The application form (#apply), beside what happens after sending. */
export function JobApplySection({ job }: { job: Job }) {
  return (
    <section id="apply" aria-labelledby="apply-heading" className="scroll-mt-20 bg-paper section">
      {/* The heading spans both columns, so the form's card and the steps beside it start level. */}
      <div className="container-page grid gap-x-16 gap-y-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="max-w-3xl lg:col-span-2">
          <p className="eyebrow">{text.applyEyebrow}</p>
          <h2 id="apply-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
            {text.applyTitle}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{text.applyDescription}</p>
        </div>
        <div className={`${cardClass} max-w-3xl p-6 sm:p-8 lg:max-w-none`}>
          <ApplicationForm
            roles={roles}
            current={job.id}
            careersEmail={site.careersEmail}
            thanks={formThanks.application}
          />
        </div>
        <div className="mt-4 lg:mt-0">
          <h3 className="font-display text-lg font-bold">{text.applySteps}</h3>
          <ol className="mt-5 grid gap-5">
            {steps.map((step, index) => (
              <li key={step} className="flex gap-4">
                <StepNumber index={index} className="w-7 shrink-0 text-lg leading-6" />
                <p className="text-[0.9375rem] leading-6">{step}</p>
              </li>
            ))}
          </ol>
          <div className="mt-6 border-t border-slate-200 pt-1 text-sm text-slate-600">
            {/* The careers address in it becomes a mailto link. */}
            <Markdown source={text.emailInstead} paragraphClassName="mt-4" />
          </div>
        </div>
      </div>
    </section>
  );
}
