import { Facebook, Icon, Instagram, TikTok, WhatsApp, YouTube, type IconNode } from '@/components/icons';

// Outline marks drawn in the page (the splash fetches no images), each named for screen readers.
const NETWORKS: { name: string; icon: IconNode }[] = [
  { name: 'Instagram', icon: Instagram },
  { name: 'Facebook', icon: Facebook },
  { name: 'TikTok', icon: TikTok },
  { name: 'WhatsApp', icon: WhatsApp },
  { name: 'YouTube', icon: YouTube },
];

export function SocialIcons({ label }: { label: string }) {
  return (
    <ul aria-label={label} className="flex items-center justify-center gap-4">
      {NETWORKS.map(({ name, icon }) => (
        <li key={name}>
          <Icon icon={icon} role="img" aria-label={name} className="h-6 w-6" strokeWidth={1.8} />
        </li>
      ))}
    </ul>
  );
}
