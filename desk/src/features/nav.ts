/** The desk's navigation, in order. A feature with a page of its own adds its entry here (desk/README.md). */
import type { Meta } from '@sichtwerk/forms/desk/account-contract';

export interface NavItem {
  to: string;
  label: string;
  adminOnly?: boolean;
  /** A count beside the label (the review list's waiting leads). */
  count?(meta: Meta): number;
  /** A page outside the desk's bundle (a full page load). */
  external?: boolean;
}

export const navItems: NavItem[] = [
  { to: '/', label: 'Posteingang' },
  { to: '/pruefen', label: 'Prüfen', count: (meta) => meta.reviewCount },
  { to: '/termine', label: 'Termine' },
  { to: '/kennzahlen', label: 'Kennzahlen' },
  { to: '/dsgvo', label: 'DSGVO', adminOnly: true },
  { to: '/admin/queues', label: 'Warteschlangen', adminOnly: true, external: true },
];
