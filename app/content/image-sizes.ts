// The intrinsic width and height of the images a data file names, written beside its data
// at build (scripts/content/vite-plugin.ts), so an uploaded logo of any proportion keeps
// its space before it loads. Outside Vite (plain Node) there are none: nothing is rendered.

export interface ImageSize {
  width: number;
  height: number;
}

/** The size of `src` as the build measured it, else `fallback`. */
export function imageSizeIn(file: unknown, src: string, fallback: ImageSize): ImageSize {
  return (file as { imageSizes?: Record<string, ImageSize> }).imageSizes?.[src] ?? fallback;
}
