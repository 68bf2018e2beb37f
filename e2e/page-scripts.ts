import type { APIRequestContext } from "@playwright/test";

/**
 * The scripts a page starts with: its <script src>, and the chunks loaded after its first paint
 * (data-chunks, scripts/build/scripts-after-paint.ts). Links may later prefetch their own pages'.
 */
export async function pageScripts(request: APIRequestContext, path: string): Promise<Set<string>> {
  const html = await (await request.get(path)).text();
  return new Set([
    ...[...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]!),
    ...[...html.matchAll(/\sdata-chunks="([^"]+)"/g)].flatMap((match) => match[1]!.split(" ")),
  ]);
}
