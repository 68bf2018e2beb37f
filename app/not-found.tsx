import { NotFoundView, notFoundMetadata } from "@/components/not-found/not-found-view";

export const metadata = notFoundMetadata;

export default function NotFound() {
  return <NotFoundView />;
}
