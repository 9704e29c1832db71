// Simple outline marks drawn inline: the splash fetches no images and names each icon.
const ICONS: { name: string; path: string }[] = [
  {
    name: 'Instagram',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01',
  },
  { name: 'Facebook', path: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z' },
  { name: 'TikTok', path: 'M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 4.5' },
  {
    name: 'WhatsApp',
    path: 'M4 20l1.3-4A8 8 0 1 1 8.5 19zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1.2-.5-2.5-1.8-3-3l1-1-1-2z',
  },
  {
    name: 'YouTube',
    path: 'M3 8.5C3 6.5 4.5 5 6.5 5h11C19.5 5 21 6.5 21 8.5v7c0 2-1.5 3.5-3.5 3.5h-11C4.5 19 3 17.5 3 15.5zM10 9v6l5-3z',
  },
];

export function SocialIcons({ label }: { label: string }) {
  return (
    <ul aria-label={label} className="flex items-center justify-center gap-4">
      {ICONS.map((icon) => (
        <li key={icon.name}>
          <svg
            role="img"
            aria-label={icon.name}
            viewBox="0 0 24 24"
            className="h-6 w-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={icon.path} />
          </svg>
        </li>
      ))}
    </ul>
  );
}
