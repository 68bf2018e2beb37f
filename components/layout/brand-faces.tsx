"use client";

import { usePathname } from "next/navigation";
import { useEffect, useLayoutEffect, useRef } from "react";

import {
  FACES_CLASS,
  facesCached,
  recordFacesCached,
  warmFaces,
  type FaceToWarm,
} from "@/lib/brand-faces";

/** Runs `task` once the page has loaded and the browser is idle; returns what cancels it. */
function whenIdle(task: () => void): () => void {
  let cancel = () => {};
  const start = () => {
    if ("requestIdleCallback" in window) {
      const id = requestIdleCallback(task, { timeout: 5000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(task, 1000);
      cancel = () => clearTimeout(id);
    }
  };
  if (document.readyState === "complete") start();
  else {
    addEventListener("load", start, { once: true });
    cancel = () => removeEventListener("load", start);
  }
  return () => cancel();
}

/**
 * The brand faces' second stage (lib/brand-faces.ts). On a page set in the fallbacks, once it has
 * loaded and the browser is idle: fetches the faces into the cache without using them here, and
 * records that they are cached, so the next page sets them from its first frame. On a page the
 * visitor reaches without a new document (a link followed in the page), the faces, already
 * loaded in this document, are set as the new page is drawn.
 */
export function BrandFaces({ version, faces }: { version: string; faces: FaceToWarm[] }) {
  useEffect(() => {
    if (facesCached(version)) return;
    return whenIdle(() => {
      void warmFaces(document.fonts, faces).then((cached) => {
        if (cached) recordFacesCached(version);
      });
    });
  }, [version, faces]);

  const pathname = usePathname();
  const first = useRef(pathname);
  useLayoutEffect(() => {
    if (pathname !== first.current && facesCached(version)) {
      document.documentElement.classList.add(FACES_CLASS);
    }
  }, [pathname, version]);

  return null;
}
