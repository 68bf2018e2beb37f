import { fullAddress, site } from "./site";
import type { LegalDocument } from "./types";

const company = site.legalName;
const city = site.address.city;

export const terms: LegalDocument = {
  title: "Terms and Conditions",
  lastUpdated: site.legalUpdated,
  intro: `These terms set out the rules for using the ${site.name} website and explain how we handle enquiries, proposals and quotes. Please read them before you use the site or ask us for a quote. The work we do for clients is governed by a separate, signed project agreement.`,
  sections: [
    {
      id: "acceptance-of-these-terms",
      title: "Acceptance of These Terms",
      paragraphs: [
        `This website is operated by ${company} ("${site.name}", "we", "us" or "our"), a company incorporated in India with its office at ${fullAddress()}.`,
        "By using this website, sending us a message or requesting a quote, you agree to these terms. If you do not agree, please do not use the website.",
        "If you use the website on behalf of a company or other organisation, you confirm that you are authorised to accept these terms for it.",
      ],
    },
    {
      id: "use-of-this-website",
      title: "Use of This Website",
      paragraphs: [
        "The website tells you about our company, our services and our past work. You may browse it, print pages and share links to it for your own business or personal purposes.",
        "The content is for general information only. We may change, update or withdraw any part of the website at any time, and we do not promise that it will always be available or free of errors.",
        "When you use the website, you agree not to:",
      ],
      list: [
        "break the law or help anyone else to do so;",
        "send false, misleading or someone else's details through our forms;",
        "use the forms or the WhatsApp link to send spam, advertising or bulk messages;",
        "upload or send viruses or other harmful code, or try to gain unauthorised access to the website or the systems behind it;",
        "scrape, copy or mirror the website with automated tools in a way that places an unreasonable load on it;",
        "use the website in any way that could damage our reputation or the rights of others.",
      ],
    },
    {
      id: "services-proposals-and-payment",
      title: "Services, Proposals and Payment",
      paragraphs: [
        `${site.name} designs and builds custom software, websites, web applications and mobile apps, and provides related consulting, design, cloud, maintenance and support services for clients in India and abroad.`,
        "Descriptions of services, products, prices, timelines and results on the website are an invitation to discuss your needs. They are not an offer that you can accept.",
        "A quote, estimate or proposal we send you, including one that follows a request made through the website, is not a contract. It is based on the information you gave us and is valid for the period stated in it, or for 30 days if no period is stated.",
        "Work begins only when both parties have signed a project agreement, such as a master services agreement with a statement of work. That agreement sets out the scope, deliverables, milestones, acceptance process, fees and payment terms for the project.",
        "Fees, invoicing, currency, advance payments, late payment and taxes such as Goods and Services Tax (GST) are governed by the project agreement. Clients outside India are normally quoted and invoiced in US dollars.",
        "If a signed project agreement conflicts with these terms, the project agreement prevails for that project.",
      ],
    },
    {
      id: "client-responsibilities",
      title: "Client Responsibilities",
      paragraphs: [
        "A project succeeds when both sides play their part. Unless the project agreement says otherwise, as our client you agree to:",
      ],
      list: [
        "give us complete and accurate information about your requirements, and tell us promptly when they change;",
        "provide content, feedback, approvals and decisions within the agreed timescales;",
        "give us the access we need to your systems, accounts, app store listings, hosting and third-party services;",
        "make sure you own, or have permission to use, any text, images, data, trademarks and other materials you give us;",
        "test deliverables during the acceptance period and report any defects clearly;",
        "keep your own backups of your data and content;",
        "make sure the software we build for you is used lawfully, including under the privacy and consumer laws of the countries where you operate.",
      ],
    },
    {
      id: "intellectual-property",
      title: "Intellectual Property",
      paragraphs: [
        `The website and its content, including text, graphics, logos, illustrations, page layouts and code, belong to ${company} or to our licensors and are protected by copyright and trademark law. You may not copy, reproduce or reuse them for commercial purposes without our written permission.`,
        "Ownership of work we create for clients is set out in the project agreement. Normally, once you have paid all fees due, the intellectual property rights in the custom deliverables made specifically for you pass to you.",
        "We keep ownership of our pre-existing tools, code libraries, frameworks, templates and know-how. Where these form part of your deliverables, we grant you a non-exclusive, perpetual licence to use them as part of those deliverables.",
        "Open-source and third-party components remain subject to their own licences, which we will identify on request.",
        "You keep ownership of the materials you provide to us, and you give us permission to use them only to carry out your project. We will not show your project in our portfolio without your consent.",
      ],
    },
    {
      id: "confidentiality",
      title: "Confidentiality",
      paragraphs: [
        "We treat the business information you share with us about your project as confidential. We use it only to prepare proposals and deliver our services, and we share it only with team members and subcontractors who need it and are bound by confidentiality obligations.",
        "We are happy to sign a non-disclosure agreement before you share sensitive details. Messages sent through the website's forms travel by email, so please do not include passwords, trade secrets or other highly sensitive information in them.",
        "Confidentiality obligations do not apply to information that is already public, that was lawfully known to us beforehand, or that we must disclose by law or court order. A signed project agreement or non-disclosure agreement takes precedence over this section.",
      ],
    },
    {
      id: "third-party-links-and-services",
      title: "Third-Party Links and Services",
      paragraphs: [
        "The website links to services run by others, including WhatsApp, Google Maps and our social media pages. Messages sent through our forms are delivered by EmailJS, an email delivery service. These services are governed by their own terms and privacy policies, and we are not responsible for their content, availability or practices.",
        "Projects often depend on third-party services such as cloud hosting, app stores, payment gateways, maps and other APIs. Unless the project agreement says otherwise, you are responsible for accepting their terms and paying their fees, and we are not liable for their outages, price changes or changes to their policies.",
      ],
    },
    {
      id: "disclaimer-of-warranties",
      title: "Disclaimer of Warranties",
      paragraphs: [
        'The website is provided on an "as is" and "as available" basis. To the extent permitted by law, we give no warranty that it will be accurate, complete, uninterrupted, secure or free of viruses.',
        "Case studies, statistics and client results describe past projects. They illustrate our experience and are not a promise that your project will achieve the same results.",
        "Any warranty for software or other deliverables, such as a period during which we fix defects free of charge, is given only in the project agreement.",
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of Liability",
      paragraphs: [
        `To the fullest extent permitted by law, the total liability of ${company} to a client for all claims arising out of or in connection with our services or this website, whether in contract, tort (including negligence) or otherwise, is limited to the fees paid by the client to ${site.name} in the 12 months before the claim arose.`,
        "We are not liable for any indirect or consequential loss, or for loss of profits, revenue, business, goodwill, anticipated savings or data, even if we were told such loss was possible.",
        "The website is provided free of charge. If you use it without a project agreement with us, we are not liable to you for any loss arising from your use of it, to the extent the law allows.",
        "Nothing in these terms limits or excludes liability for fraud, for death or personal injury caused by negligence, or for anything else that cannot be limited or excluded under applicable law.",
      ],
    },
    {
      id: "governing-law-and-disputes",
      title: "Governing Law and Disputes",
      paragraphs: [
        "These terms and any dispute arising out of or in connection with them or the website are governed by the laws of India.",
        `If a dispute arises, please contact us first so that we can try to resolve it through good-faith discussion. If it cannot be resolved, the courts at ${city}, ${site.address.region}, India have exclusive jurisdiction.`,
        `A project agreement may provide for a different way of resolving disputes, such as arbitration under the Arbitration and Conciliation Act, 1996, seated in ${city}. In that case the project agreement applies to disputes about that project.`,
      ],
    },
    {
      id: "changes-and-contact",
      title: "Changes to These Terms and Contact",
      paragraphs: [
        "We may update these terms from time to time, for example when our services or the law change. The date at the top of this page shows when they were last updated. If you continue to use the website after a change, you accept the updated terms.",
        "Changes to these terms do not alter any project agreement that has already been signed.",
        `If you have any questions about these terms, please write to us at ${site.email} or by post to ${company}, ${fullAddress()}.`,
      ],
    },
  ],
};

export const privacy: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated: site.legalUpdated,
  intro: `This policy explains what personal data ${site.name} collects through this website, why we collect it, who we share it with, how long we keep it and the rights you have. We collect only what we need to answer your enquiry, and we do not sell your data, track you with analytics cookies or show you advertising.`,
  sections: [
    {
      id: "who-we-are",
      title: "Who We Are",
      paragraphs: [
        `This website is run by ${company}, a software development company incorporated in India with its office at ${fullAddress()}.`,
        `For the personal data described in this policy, we are the "Data Fiduciary" under India's Digital Personal Data Protection Act, 2023, and the "controller" under the EU and UK General Data Protection Regulation (GDPR).`,
        "When we build or run software for a client, we may process personal data of that client's customers or staff. In that case we act on the client's instructions as its data processor, under the project agreement, and the client's own privacy policy applies to that data.",
      ],
    },
    {
      id: "information-we-collect",
      title: "Information We Collect",
      paragraphs: [
        "We collect the information you choose to give us when you fill in the contact form on the home page, the form on our contact page or the quote request form. Depending on the form, this includes:",
      ],
      list: [
        "your name and email address;",
        "your phone number, if you provide it;",
        "your company name, if you provide it;",
        "the department you want to reach, such as sales, support, billing, careers or partnerships;",
        "the subject and content of your message;",
        "project details: the type of project, the services you are interested in, your budget range, your timeframe and your project description;",
        "how you heard about us, if you tell us;",
        "anything you write to us by email or in a WhatsApp chat you start with us;",
        "technical data that your browser sends when you visit the website or submit a form, such as your IP address, browser type, device type, the pages requested and the date and time, which may be recorded by our hosting and email delivery providers for security and to prevent abuse.",
      ],
    },
    {
      id: "how-we-use-your-information",
      title: "How We Use Your Information",
      paragraphs: ["We use your information to:"],
      list: [
        "reply to your message and route it to the right team;",
        "understand your project, prepare a quote or proposal and follow up on it;",
        "prepare, sign and carry out a project agreement if you become a client;",
        "consider your application if you write to our careers team;",
        "keep the website and our forms secure and protect them from spam and misuse;",
        "keep records we must keep by law and establish, exercise or defend legal claims.",
      ],
    },
    {
      id: "legal-bases-for-processing",
      title: "Legal Bases for Processing",
      paragraphs: [
        "Under India's Digital Personal Data Protection Act, 2023, we process your data on the basis of the consent you give when you submit a form or write to us, and for legitimate uses the Act allows, such as handling information you have voluntarily provided for a specific purpose and meeting our legal obligations. You may withdraw your consent at any time; this does not affect processing that took place before.",
        "If you are in the European Union or the United Kingdom, the GDPR requires us to name our legal basis. We rely on:",
      ],
      list: [
        "taking steps at your request before entering into a contract, and performing a contract with you, when you ask for a quote or become a client;",
        "our legitimate interests in answering business enquiries, running our company and keeping the website secure, which we balance against your rights;",
        "compliance with legal obligations, such as keeping tax and accounting records;",
        "your consent, where we ask for it, which you can withdraw at any time.",
      ],
    },
    {
      id: "sharing-and-service-providers",
      title: "Sharing and Service Providers",
      paragraphs: [
        "We do not sell, rent or trade your personal data. We share it only with the following, and only as far as needed:",
      ],
      list: [
        "EmailJS, the email delivery service that sends the contents of our forms from your browser to our inbox;",
        "our business email provider, which stores the messages we receive and send;",
        "our website hosting provider, which serves the website and may keep technical logs;",
        "WhatsApp, operated by Meta, if you choose to chat with us there; your chat is then also governed by WhatsApp's own terms and privacy policy;",
        "our professional advisers, such as lawyers and accountants, who are bound by confidentiality;",
        "government authorities, courts or regulators, where the law requires it;",
        "a buyer or successor, if our business is reorganised, merged or sold, under the same protections described in this policy.",
      ],
    },
    {
      id: "international-transfers",
      title: "International Transfers",
      paragraphs: [
        "Our team is based in India, and some of our service providers store or process data in other countries, including the United States and countries in the European Union.",
        "If you are outside India, your data will be transferred to India when you contact us. Where the GDPR applies, we protect these transfers with appropriate safeguards, such as the European Commission's standard contractual clauses or the UK International Data Transfer Addendum.",
        "We do not transfer personal data to any country that the Government of India has restricted under the Digital Personal Data Protection Act, 2023.",
      ],
    },
    {
      id: "data-retention",
      title: "Data Retention",
      paragraphs: ["We keep personal data only for as long as we need it:"],
      list: [
        "enquiries and quote requests that do not lead to a project are kept for 24 months from our last contact, so that we can pick up the conversation if you come back to us, and are then deleted;",
        "if you become a client, your data is kept for the length of our relationship and afterwards for as long as Indian company, tax and accounting laws require, usually eight years;",
        "job applications are kept for 12 months unless you ask us to delete them sooner;",
        "technical logs are kept by our providers for a short period, according to their own retention policies.",
      ],
    },
    {
      id: "data-security",
      title: "Data Security",
      paragraphs: [
        "We take reasonable technical and organisational measures to protect your data. The website is served only over an encrypted HTTPS connection, access to our inboxes is limited to staff who need it and is protected by multi-factor authentication, and our team is bound by confidentiality obligations.",
        "No method of sending or storing data over the internet is completely secure, so please do not send passwords, payment card details or other highly sensitive information through our forms.",
        "If a personal data breach occurs, we will inform the Data Protection Board of India, the relevant supervisory authorities and the people affected, as the law requires.",
      ],
    },
    {
      id: "local-storage-and-cookies",
      title: "Local Storage and Cookies",
      paragraphs: [
        "While you fill in one of our forms, the website saves an unsent draft in your browser's local storage, so that you do not lose what you typed if you leave the page or reload it. The draft stays on your device; it is not sent to us until you submit the form, and it is cleared once your message has been sent.",
        "You can delete the draft at any time by clearing the site data for this website in your browser settings.",
        "We do not use cookies or similar technologies for analytics, tracking or advertising. If you follow a link to WhatsApp, Google Maps or a social network, those services may set their own cookies under their own policies.",
      ],
    },
    {
      id: "your-rights",
      title: "Your Rights",
      paragraphs: [
        "Depending on where you live, you have some or all of the following rights over your personal data:",
      ],
      list: [
        "to know what personal data we hold about you, how we use it and who we have shared it with;",
        "to have inaccurate or incomplete data corrected, completed or updated;",
        "to have your data erased when we no longer need it or you withdraw your consent;",
        "to withdraw your consent at any time;",
        "under the GDPR, to restrict or object to our processing and to receive your data in a portable format;",
        "under Indian law, to nominate another person to exercise your rights if you die or become unable to do so;",
        "to have your grievance heard by our Grievance Officer and, if you are not satisfied, to complain to the Data Protection Board of India or, in the EU or UK, to your local data protection authority, such as the Information Commissioner's Office in the UK.",
      ],
    },
    {
      id: "children",
      title: "Children",
      paragraphs: [
        "Our website and services are meant for businesses and working professionals. They are not intended for anyone under the age of 16, and you must be at least 16 to use our forms.",
        "Indian law treats anyone under 18 as a child. If you are in India and under 18, please ask a parent or lawful guardian to contact us on your behalf.",
        "If we learn that we have received personal data from a child without the consent required by law, we will delete it.",
      ],
    },
    {
      id: "making-a-request",
      title: "How to Make a Request",
      paragraphs: [
        `To exercise any of your rights or raise a concern, email our Grievance Officer at ${site.privacyEmail}, or write to the Grievance Officer, ${company}, ${fullAddress()}.`,
        "Please tell us which right you want to exercise and give us enough detail to find your data, such as the email address you used to contact us. We may ask you to confirm your identity before we act on your request.",
        "We will acknowledge your request and respond within 30 days. Making a request is free of charge, unless a request is clearly unfounded or excessive.",
      ],
    },
    {
      id: "changes-and-contact",
      title: "Changes to This Policy and Contact",
      paragraphs: [
        "We may update this policy when our website, our service providers or the law change. The date at the top of this page shows when it was last updated. If we make a significant change, we will say so clearly on this page.",
        `If you have any questions about this policy or how we handle your data, please contact our Grievance Officer at ${site.privacyEmail}. For general enquiries, write to ${site.email}.`,
      ],
    },
  ],
};
