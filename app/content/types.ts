// Shapes of the landing page's static content (spec §3). Sections render these; they
// never hold copy of their own.
import type { LucideIcon } from "lucide-react";
import type { ImageSize } from "./image-sizes";

/** A feature card; `learnMore` is the optional 'Saiba mais' target (spec §2). */
export interface Feature {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
  learnMore?: { href: string; label?: string };
}

/** A titled item with an icon: a benefit, a feature, a value. */
export interface IconItem {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** One benefit in the correspondence-benefits section. */
export type CorrespondenceBenefit = IconItem;

/** A customer problem card: first name and initial, sector, short quote (spec §2). */
export interface CustomerProblem {
  name: string;
  sector: string;
  quote: string;
}

/** One of the five audiences of spec §1. */
export interface Segment {
  id: string;
  title: string;
  description: string;
  highlights: string[];
  icon: LucideIcon;
}

/** spec §3: Testimonial. Rating 0-5, halves allowed. */
export interface Testimonial {
  name: string;
  position: string;
  company: string;
  rating: number;
  text: string;
  /** Path under /public, e.g. '/images/avatars/ana-ribeiro.svg'. */
  avatar: string;
  /** Path under /public, e.g. '/images/logos/contabil-horizonte.svg'. */
  logo: string;
  /** Intrinsic sizes, measured at build. */
  avatarSize: ImageSize;
  logoSize: ImageSize;
  /** Shown only in a preview, under a "Rascunho" band (app/content/drafts.ts). */
  draft?: boolean;
}

/** spec §3: Customer logo list entry; the name is the logo's alt text. */
export interface ClientLogo {
  name: string;
  logo: string;
  /** Intrinsic size, measured at build. */
  logoSize: ImageSize;
}

/** spec §3: Tip card. `link` is the path of a blog article. */
export interface Tip {
  title: string;
  description: string;
  link: string;
  /** Shown only in a preview, under a "Rascunho" band (app/content/drafts.ts). */
  draft?: boolean;
}
