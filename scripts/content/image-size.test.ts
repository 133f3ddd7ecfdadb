// Image sizes are read from the files themselves; the build writes them beside the data so
// pages reserve each image's space (scripts/content/vite-plugin.ts).
import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { clientLogos } from "../../app/content/client-logos";
import { testimonials } from "../../app/content/testimonials";
import { imageSize } from "./image-size";

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  return Buffer.concat([length, Buffer.from(type), data, Buffer.alloc(4)]);
}

function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk("IHDR", header), pngChunk("IDAT", deflateSync(Buffer.alloc(1))), pngChunk("IEND", Buffer.alloc(0))]);
}

function jpeg(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x04, 0x4a, 0x46]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x01, 0x01, 0x11, 0x00]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

describe("imageSize", () => {
  it("reads PNG, JPEG and SVG (width and height, else the viewBox)", () => {
    expect(imageSize(png(640, 200), "a.png")).toEqual({ width: 640, height: 200 });
    expect(imageSize(jpeg(1200, 630), "a.jpg")).toEqual({ width: 1200, height: 630 });
    expect(imageSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48"/>'), "a.svg")).toEqual({ width: 160, height: 48 });
    expect(imageSize(Buffer.from('<?xml version="1.0"?><svg viewBox="0 0 96 32"><rect width="3"/></svg>'), "a.svg")).toEqual({ width: 96, height: 32 });
  });

  it("names the file it cannot measure", () => {
    expect(() => imageSize(Buffer.from("<svg></svg>"), "/images/logos/x.svg")).toThrow("/images/logos/x.svg: não foi possível ler a largura e a altura da imagem");
  });
});

describe("the build's image sizes", () => {
  it("reach the testimonials and the client logos", () => {
    expect(testimonials[0]!.avatarSize).toEqual({ width: 96, height: 96 });
    expect(testimonials[0]!.logoSize).toEqual({ width: 160, height: 48 });
    expect(clientLogos.map((l) => l.logoSize)).toEqual(clientLogos.map(() => ({ width: 160, height: 48 })));
  });
});
