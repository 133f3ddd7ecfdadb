// Customer testimonials (fictional people and companies), one per audience: app/content/data/testimonials.json.
import raw from "./data/testimonials.json" with { type: "json" };
import { resolved } from "./resolved";
import type { CollectionData } from "./schemas";
import type { Testimonial } from "./types";

export const testimonials: Testimonial[] = (resolved(raw) as CollectionData<"testimonials">).testimonials;
