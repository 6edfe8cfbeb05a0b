import {
  Activity,
  BellRing,
  Bot,
  Building2,
  CalendarDays,
  Clock,
  FileSearch,
  Gauge,
  Handshake,
  LayoutDashboard,
  MapPin,
  Megaphone,
  MessageCircle,
  MessageSquareHeart,
  PenLine,
  PhoneIncoming,
  PiggyBank,
  Search,
  Share2,
  ShieldCheck,
  Sparkles,
  TextSearch,
  TrendingUp,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { InstagramIcon, LinkedinIcon } from './social-icons.tsx';

// An explicit map instead of lucide's full `icons` object keeps hydrated pages small.
const iconsByName: Record<string, LucideIcon | ComponentType<SVGProps<SVGSVGElement>>> = {
  activity: Activity,
  'bell-ring': BellRing,
  bot: Bot,
  'building-2': Building2,
  'calendar-days': CalendarDays,
  clock: Clock,
  'file-search': FileSearch,
  gauge: Gauge,
  handshake: Handshake,
  instagram: InstagramIcon,
  'layout-dashboard': LayoutDashboard,
  linkedin: LinkedinIcon,
  'map-pin': MapPin,
  megaphone: Megaphone,
  'message-circle': MessageCircle,
  'message-square-heart': MessageSquareHeart,
  'pen-line': PenLine,
  'phone-incoming': PhoneIncoming,
  'piggy-bank': PiggyBank,
  search: Search,
  'share-2': Share2,
  'shield-check': ShieldCheck,
  sparkles: Sparkles,
  'text-search': TextSearch,
  'trending-up': TrendingUp,
  users: Users,
};

/** Renders a content icon by its lucide kebab-case name; an unknown name fails the build. */
export function FeatureIcon({ name, className }: { name: string; className?: string }) {
  const Icon = iconsByName[name];
  if (!Icon) throw new Error(`Unbekanntes Icon "${name}": in site/components/icons/feature-icon.tsx ergänzen`);
  return <Icon className={className} aria-hidden="true" />;
}
