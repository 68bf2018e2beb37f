import { serviceScenes } from "./services";
import type { Picture, Service } from "./types";
import type { ServiceScene } from "@/content/schema/services";

/** The file name of a service's illustration: its id with "&" spelled out. */
export const serviceArtFile = (id: string) => `${id.replace(/&/g, "and")}.svg`;

/** A service's illustration, drawn by scripts/pictures/services.ts from the service's content. */
export function serviceArt(service: Service): Picture {
  return {
    src: `/images/services/${serviceArtFile(service.id)}`,
    alt: `${service.name} illustration: ${serviceScenes[service.art.scene]}.`,
    width: 1200,
    height: 800,
  };
}

/**
 * The kind of screen a service's work is shown on, in its band and its picture: a phone for an
 * app, a browser for a website, a notebook for machine learning, a pipeline for cloud work, a
 * system's modules for enterprise workflow software, an audit report for security, a spreadsheet for data work, a canvas for design,
 * a logo with its colours and stationery for branding.
 */
export type ServiceScreen =
  | "phone"
  | "twin-phones"
  | "browser"
  | "store"
  | "browser-and-phone"
  | "dashboard"
  | "notebook"
  | "pipeline"
  | "modules"
  | "report"
  | "sheet"
  | "canvas"
  | "identity";

/** Chosen from the scene an editor picks for the service ("Illustration" in the editor). */
const screenOfScene: Record<ServiceScene, ServiceScreen> = {
  dashboard: "dashboard",
  growth: "dashboard",
  workflow: "modules",
  cloud: "pipeline",
  sheet: "sheet",
  design: "canvas",
  brand: "identity",
  browser: "browser",
  code: "browser",
  store: "store",
  responsive: "browser-and-phone",
  wireframe: "phone",
  notifications: "phone",
  devices: "phone",
  launch: "phone",
  toolkit: "phone",
  twins: "twin-phones",
  network: "notebook",
  shield: "report",
};

export function serviceScreen(service: Service): ServiceScreen {
  return screenOfScene[service.art.scene];
}

/** What a service's screen shows: its most recent case study, or its name and benefits. */
export function serviceWork(service: Service): { title: string; results: string[] } {
  const study = service.caseStudies[0];
  return study
    ? { title: study.title, results: study.results }
    : { title: service.name, results: service.benefits.slice(0, 3) };
}
