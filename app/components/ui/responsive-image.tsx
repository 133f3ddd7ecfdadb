import type { ImgHTMLAttributes } from "react";
import type { ImageSize } from "../../content/image-sizes";
import { isRaster, RESPONSIVE_FORMATS, variantSrcSet } from "../../lib/responsive-image";

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "sizes"> {
  src: string;
  alt: string;
  /** The file's own size in pixels: which widths the build wrote. */
  intrinsic: ImageSize;
  /** How wide the image is shown, for the browser's choice of width (the `sizes` attribute). */
  sizes: string;
}

/**
 * An uploaded image: a raster one through <picture> with its AVIF and WebP widths (written by
 * the build, so only in a production build), an SVG as it is. The <img> keeps its width and
 * height so the page reserves its space.
 */
export function ResponsiveImage({ src, intrinsic, sizes, alt, ...img }: ResponsiveImageProps) {
  if (!isRaster(src) || !import.meta.env.PROD) return <img src={src} alt={alt} {...img} />;
  return (
    <picture className="contents">
      {RESPONSIVE_FORMATS.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={variantSrcSet(src, intrinsic.width, format)} sizes={sizes} />
      ))}
      <img src={src} alt={alt} {...img} />
    </picture>
  );
}
