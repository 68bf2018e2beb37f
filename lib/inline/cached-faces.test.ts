// The script in every page's <head> that sets the brand faces first once they are cached, run on
// the very text the pages carry (scripts/build/inline-scripts.ts).
import { FACES_ATTRIBUTE, FACES_CLASS, recordFacesCached } from "../brand-faces";
import { FACES_SCRIPT } from "../../scripts/build/inline-scripts";

const root = document.documentElement;

function open(version: string | null) {
  root.className = "";
  if (version === null) root.removeAttribute(FACES_ATTRIBUTE);
  else root.setAttribute(FACES_ATTRIBUTE, version);
  window.eval(FACES_SCRIPT);
  return root.classList.contains(FACES_CLASS);
}

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

test("a first view keeps the fallbacks", () => {
  expect(open("v1")).toBe(false);
});

test("a page after the faces were recorded as cached sets them first", () => {
  recordFacesCached("v1");
  expect(open("v1")).toBe(true);
});

test("a new cut of the faces is not taken as cached", () => {
  recordFacesCached("v1");
  expect(open("v2")).toBe(false);
  expect(open(null)).toBe(false);
});

test("keeps the classes <html> already has", () => {
  recordFacesCached("v1");
  root.className = "";
  root.setAttribute(FACES_ATTRIBUTE, "v1");
  root.classList.add("other");
  window.eval(FACES_SCRIPT);
  expect([...root.classList]).toEqual(["other", FACES_CLASS]);
});

test("storage that throws leaves the fallbacks, and the page's scripts run on", () => {
  recordFacesCached("v1");
  jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  });
  expect(() => open("v1")).not.toThrow();
  expect(root.classList.contains(FACES_CLASS)).toBe(false);
});
