const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEB = /^https?:\/\/\S+$/;

/**
 * A contact as the institution wrote it, a line each (a telephone number, an email, a web form); an email or a web
 * address is a link.
 */
export function ContactLines({ text }: { text: string }) {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <ul className="document-page__contact">
      {lines.map((line, index) => (
        <li key={index}>{linkOf(line)}</li>
      ))}
    </ul>
  );
}

function linkOf(line: string) {
  if (EMAIL.test(line)) return <a href={`mailto:${line}`}>{line}</a>;
  if (WEB.test(line)) return <a href={line}>{line}</a>;
  return line;
}
