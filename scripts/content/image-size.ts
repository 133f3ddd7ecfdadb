// Width and height of the site's content images (SVG, PNG, JPEG), read from the file itself,
// so pages can reserve their space (no layout shift).
export const MAX_IMAGE_BYTES = 300 * 1024;

export interface ImageSize {
  width: number;
  height: number;
}

function svgSize(text: string): ImageSize | undefined {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return undefined;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(?:px)?\\s*["']`, "i").exec(tag)?.[1];
  const [width, height] = [attr("width"), attr("height")];
  if (width && height) return { width: Number(width), height: Number(height) };
  const viewBox = /\sviewBox\s*=\s*["']([^"']+)["']/i.exec(tag)?.[1]?.trim().split(/[\s,]+/).map(Number);
  if (viewBox?.length === 4 && viewBox.every(Number.isFinite)) return { width: viewBox[2]!, height: viewBox[3]! };
  return undefined;
}

function jpegSize(bytes: Buffer): ImageSize | undefined {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1]!;
    // SOF0-SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  return undefined;
}

/** The image's intrinsic size; throws naming the file when it cannot be read. */
export function imageSize(bytes: Buffer, name: string): ImageSize {
  let size: ImageSize | undefined;
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    size = { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  } else if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    size = jpegSize(bytes);
  } else {
    size = svgSize(bytes.toString("utf8"));
  }
  if (!size || !(size.width > 0) || !(size.height > 0)) throw new Error(`${name}: não foi possível ler a largura e a altura da imagem`);
  return size;
}
