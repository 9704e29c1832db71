/**
 * Every icon of the app, from one set: lucide's outline icons (24×24, stroke in the text colour),
 * drawn by one component, `<Icon icon={Plus} className="h-5 w-5" />`.
 *
 * The icons come from `lucide`, which ships each icon as plain data in a module of its own, so a
 * chunk carries only the icons its screens draw. lucide-react would add a component per icon and
 * a context to every screen, the sign-in included, for features (sizes, providers) the app does
 * not use. Drawings lucide does not have are added below as data of the same shape.
 *
 * Illustrations are not icons: they are .svg files beside the components that show them, shown
 * as images so they stay out of the scripts.
 */
import { createElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';

export {
  ArrowRight,
  Banknote,
  Bell,
  Camera,
  ChartColumn,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleCheck,
  CircleChevronRight,
  CircleQuestionMark,
  Clock,
  Copy,
  CreditCard,
  Download,
  FileText,
  Globe,
  House,
  Layers,
  ListFilter,
  LocateFixed,
  LogOut,
  MapPin,
  Megaphone,
  Menu,
  Pencil,
  Plus,
  QrCode,
  Search,
  Settings,
  Share2,
  ShieldCheck,
  Store,
  Ticket,
  Trash,
  Triangle,
  TriangleAlert,
  UserMinus,
  UserPlus,
  Users,
  WifiOff,
  X,
} from 'lucide';
export type { IconNode };

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  icon: IconNode;
}

/**
 * One icon, decorative (aria-hidden) unless it is given a role or a label: a control that holds
 * an icon is named by its own text or aria-label.
 */
export function Icon({ icon, ...props }: IconProps) {
  const named = props.role !== undefined || props['aria-label'] !== undefined;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={named ? undefined : true}
      {...props}
    >
      {icon.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}

/** The shell's navigation (bottom bar, drawer, header) draws its icons with a lighter line. */
export const NAV_STROKE = 1.8;

// The five social networks of the intro splash: lucide carries no brand marks, so these are
// simple outline marks on the same 24×24 grid.
export const Instagram: IconNode = [
  [
    'path',
    {
      d: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8zm5.5-1.5h.01',
    },
  ],
];
export const Facebook: IconNode = [
  ['path', { d: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z' }],
];
export const TikTok: IconNode = [['path', { d: 'M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 4.5' }]];
export const WhatsApp: IconNode = [
  ['path', { d: 'M4 20l1.3-4A8 8 0 1 1 8.5 19zM9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 1c-1.2-.5-2.5-1.8-3-3l1-1-1-2z' }],
];
export const YouTube: IconNode = [
  [
    'path',
    {
      d: 'M3 8.5C3 6.5 4.5 5 6.5 5h11C19.5 5 21 6.5 21 8.5v7c0 2-1.5 3.5-3.5 3.5h-11C4.5 19 3 17.5 3 15.5zM10 9v6l5-3z',
    },
  ],
];
