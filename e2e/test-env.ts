// The email settings the e2e build is made with, so tests can check the exact payload sent.
export const testEmailEnv = {
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: "test-public-key",
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: "service_test",
  NEXT_PUBLIC_EMAILJS_TEMPLATE_HOME: "template_home",
  NEXT_PUBLIC_EMAILJS_TEMPLATE_QUOTE: "template_quote",
  NEXT_PUBLIC_EMAILJS_TEMPLATE_CONTACT: "template_contact",
  NEXT_PUBLIC_WHATSAPP_NUMBER: "+91 98765 43210",
  NEXT_PUBLIC_SITE_URL: "https://www.dunga.in",
  // The e2e build gives up on a send that never answers after 8 s instead of 20 s, so that the
  // stalled-request tests stay fast. Production builds never set it.
  NEXT_PUBLIC_EMAIL_TIMEOUT_MS: "8000",
};
