const emailPattern = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;

/** Plain text with every email address turned into a mailto link. */
export function RichText({ text }: { text: string }) {
  return text.split(emailPattern).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={`mailto:${part}`} className="font-medium text-brand-700 underline">
        {part}
      </a>
    ) : (
      part
    ),
  );
}
