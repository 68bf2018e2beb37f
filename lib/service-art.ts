import type { Picture, Service } from "@/content/types";

/** What each scene of scripts/generate-service-art.mjs shows, for the pictures' alt text. */
const scenes = {
  dashboard: "a business dashboard with a menu, key figures, a bar chart and a ring chart",
  sheet: "a data spreadsheet beside a scanned document",
  design: "a design canvas with shapes, a pen tool and a colour palette",
  brand: "a logo mark with its colour swatches and a business card",
  browser: "a browser window showing a website with a banner and three feature cards",
  store: "a browser window showing an online store with product cards and a cart bar",
  responsive: "the same web app in a browser window and on a phone",
  growth: "a campaign report with rising bars and a growth line",
  wireframe: "a page wireframe linked to a finished phone screen",
  phone: "a phone showing an app home screen, with floating notification and chart cards",
  phones: "two phones showing a list screen and a profile screen of one app",
  code: "a code editor window with a passed-tests card",
  network: "a neural network of connected nodes",
  cloud: "a cloud uploading to three server racks",
  shield: "a security shield with a padlock and two status cards",
} as const;

type Scene = keyof typeof scenes;

/** Mirrors the scene table of scripts/generate-service-art.mjs. */
const sceneOf: Record<string, Scene> = {
  enterprise: "dashboard",
  "data-entry": "sheet",
  "graphic-design": "design",
  branding: "brand",
  website: "browser",
  ecommerce: "store",
  pwa: "responsive",
  "digital-marketing": "growth",
  "ui-ux": "wireframe",
  ios: "phone",
  android: "phone",
  "cross-platform": "phones",
  "app-development": "phones",
  "web-development": "code",
  "mobile-development": "phones",
  "ai-&-machine-learning": "network",
  "cloud-solutions": "cloud",
  "enterprise-software": "dashboard",
  cybersecurity: "shield",
};

/** The file name of a service's illustration: its id with "&" spelled out. */
export const serviceArtFile = (id: string) => `${id.replace(/&/g, "and")}.svg`;

export function serviceArt(service: Service): Picture {
  const scene = sceneOf[service.id] ?? "browser";
  return {
    src: `/images/services/${serviceArtFile(service.id)}`,
    alt: `${service.name} illustration: ${scenes[scene]}.`,
    width: 1200,
    height: 800,
  };
}

export const hasServiceScene = (id: string) => id in sceneOf;
