// Shapes the blog's build-time loaders hand to its pages (no markdown reaches the browser).
import type { BlogCategoryId } from "../../../contracts/content/blog-taxonomy";
import type { Publication } from "./publication";
import type { ImageSize } from "../../content/image-sizes";

export interface PostSummary {
  slug: string;
  title: string;
  description: string;
  /** ISO dates (yyyy-mm-dd). */
  date: string;
  updated: string;
  author: { name: string; role: string };
  category: { id: BlogCategoryId; label: string };
  tags: string[];
  /** The cover and its own size in pixels (measured at build), which widths of it exist. */
  cover: { src: string; alt: string; size: ImageSize };
  readingMinutes: number;
  wordCount: number;
}

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface Post extends PostSummary {
  /** Sanitised HTML of the body, rendered at build time. */
  html: string;
  /** Headings of the body; empty for short posts (no table of contents). */
  toc: TocEntry[];
  /** Public, or a draft or scheduled post a preview build shows under a band. */
  publication: Publication;
}
