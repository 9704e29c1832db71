import { cloneElement, Fragment, type ReactElement, type ReactNode } from 'react';

/**
 * A translated text with tagged parts, "Read our <terms>terms</terms>", each tag's text put into
 * the element given for it (a link).
 */
export function RichText({
  text,
  tags,
}: {
  text: string;
  tags: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const parts: ReactNode[] = [];
  const pattern = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    parts.push(text.slice(last, m.index));
    const tag = tags[m[1]!];
    parts.push(tag ? cloneElement(tag, { key: m.index }, m[2]) : m[2]);
    last = m.index + m[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts.map((p, i) => (typeof p === 'string' ? <Fragment key={`t${i}`}>{p}</Fragment> : p))}</>;
}
