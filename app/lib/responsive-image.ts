// Raster images uploaded through the editor (avatars, logos, blog covers) are served as AVIF
// and WebP at several widths (scripts/responsive-images.ts writes them at build). These
// rules name the variants, so the build and the pages agree on which files exist.

/** The widths a raster image is offered at, below its own; its own width is always offered. */
export const RESPONSIVE_WIDTHS: readonly number[] = [160, 320, 640, 960, 1280, 1920];

/** Best first: a browser takes the first <source> whose type it knows. */
export const RESPONSIVE_FORMATS = ["avif", "webp"] as const;
export type ResponsiveFormat = (typeof RESPONSIVE_FORMATS)[number];

/** The formats the editor accepts that are converted (SVG is served as it is). */
const RASTER = /\.(?:png|jpe?g)$/i;

export function isRaster(src: string): boolean {
  return RASTER.test(src);
}

/** The widths written for an image `intrinsicWidth` pixels wide, smallest first (never enlarged). */
export function responsiveWidths(intrinsicWidth: number): number[] {
  return [...RESPONSIVE_WIDTHS.filter((width) => width < intrinsicWidth), intrinsicWidth];
}

/** '/images/blog/capa.png' at 640 px as AVIF is '/images/blog/capa-640w.avif'. */
export function variantPath(src: string, width: number, format: ResponsiveFormat): string {
  return src.replace(RASTER, `-${width}w.${format}`);
}

/** The srcset of one format: every width with its descriptor. */
export function variantSrcSet(src: string, intrinsicWidth: number, format: ResponsiveFormat): string {
  return responsiveWidths(intrinsicWidth)
    .map((width) => `${variantPath(src, width, format)} ${width}w`)
    .join(", ");
}

/** The `sizes` of an image shown `heightPx` CSS pixels high at its own proportions. */
export function shownWidth(heightPx: number, intrinsic: { width: number; height: number }): string {
  return `${Math.ceil((heightPx * intrinsic.width) / intrinsic.height)}px`;
}
