// Customer testimonials (fictional people and companies), one per audience: app/content/data/testimonials.json.
import data from "./data/testimonials.json";
import type { CollectionData } from "./schemas";
import type { Testimonial } from "./types";

export const testimonials: Testimonial[] = (data as CollectionData<"testimonials">).testimonials;
