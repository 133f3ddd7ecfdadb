// A story's logo, segment and quote live in the landing's content files; found here by key.
import type { CustomerCase } from "../../content/cases";
import { clientLogos } from "../../content/client-logos";
import { segments } from "../../content/segments";
import type { ClientLogo, Segment, Testimonial } from "../../content/types";
import { testimonials } from "../../content/testimonials";

export function logoOf(story: CustomerCase): ClientLogo {
  const logo = clientLogos.find((l) => l.name === story.company);
  if (!logo) throw new Error(`No client logo for ${story.company}`);
  return logo;
}

export function segmentOf(story: CustomerCase): Segment {
  const segment = segments.find((s) => s.id === story.segmentId);
  if (!segment) throw new Error(`Unknown segment ${story.segmentId}`);
  return segment;
}

/** The customer's testimonial, when the landing shows one for this company. */
export function testimonialOf(story: CustomerCase): Testimonial | undefined {
  return testimonials.find((t) => t.company === story.company);
}
