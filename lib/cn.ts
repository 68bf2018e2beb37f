import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names, dropping falsy ones. It does not resolve conflicting Tailwind classes: a
 * component's variants are written so that they never conflict, which keeps a class-merging
 * library out of the JavaScript that client components ship.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
