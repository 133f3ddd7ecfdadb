// Customer testimonials (fictional people and companies), one per audience: app/content/data/testimonials.json.
import raw from "./data/testimonials.json" with { type: "json" };
import { clientLogos } from "./client-logos";
import { imageSizeIn } from "./image-sizes";
import { resolved } from "./resolved";
import type { CollectionData } from "../../contracts/content/schemas";
import type { Testimonial } from "./types";

/** The company's logo lives once, in the client logos (the build checks every company has one). */
function logoOf(company: string) {
  const logo = clientLogos.find((l) => l.name === company);
  if (!logo) throw new Error(`app/content/data/testimonials.json: no client logo for ${company}`);
  return logo;
}

export const testimonials: Testimonial[] = (resolved(raw) as CollectionData<"testimonials">).testimonials.map((t) => ({
  ...t,
  // The size the section was drawn for, where the build measured none (plain Node).
  avatarSize: imageSizeIn(raw, t.avatar, { width: 48, height: 48 }),
  logo: logoOf(t.company).logo,
  logoSize: logoOf(t.company).logoSize,
}));
