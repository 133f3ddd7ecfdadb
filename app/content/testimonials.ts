// Customer testimonials (fictional people and companies), one per audience: app/content/data/testimonials.json.
import raw from "./data/testimonials.json" with { type: "json" };
import { imageSizeIn } from "./image-sizes";
import { resolved } from "./resolved";
import type { CollectionData } from "./schemas";
import type { Testimonial } from "./types";

export const testimonials: Testimonial[] = (resolved(raw) as CollectionData<"testimonials">).testimonials.map((t) => ({
  ...t,
  // The sizes the section was drawn for, where the build measured none (plain Node).
  avatarSize: imageSizeIn(raw, t.avatar, { width: 48, height: 48 }),
  logoSize: imageSizeIn(raw, t.logo, { width: 80, height: 24 }),
}));
