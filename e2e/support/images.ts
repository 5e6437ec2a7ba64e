import type { Page } from 'playwright-core';

/**
 * A small real JPEG for upload tests, drawn by the browser under test (a swatch with a gradient and a
 * weave pattern) so no image library is needed: canvas → `image/jpeg` data URL → bytes.
 */
export const browserJpeg = async (page: Page, width = 160, height = 120): Promise<Buffer> => {
  const dataUrl = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d canvas');
      const gradient = ctx.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#1f4e79');
      gradient.addColorStop(1, '#2a9d8f');
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, w, h);
      ctx.strokeStyle = 'rgba(255,255,255,0.35)';
      for (let x = -h; x < w; x += 8) {
        ctx.beginPath();
        ctx.moveTo(x, 0);
        ctx.lineTo(x + h, h);
        ctx.stroke();
      }
      return canvas.toDataURL('image/jpeg', 0.9);
    },
    [width, height] as const,
  );
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
};

/**
 * A real PDF for upload tests, printed by the browser under test from a small page (one heading), in a page of its
 * own so the test's page is left as it was: what the stub's PDF check takes (docs/decisions/0040).
 */
export const browserPdf = async (page: Page, heading = '楦型参数'): Promise<Buffer> => {
  const printer = await page.context().newPage();
  try {
    await printer.setContent(`<h1 style="font-family: sans-serif">${heading}</h1>`);
    return await printer.pdf({ width: '200px', height: '200px' });
  } finally {
    await printer.close();
  }
};

/** A JPEG padded after its end marker to `bytes` (decoders ignore the tail): an image over a size limit. */
export const paddedJpeg = (jpeg: Buffer, bytes: number): Buffer =>
  Buffer.concat([jpeg, Buffer.alloc(Math.max(0, bytes - jpeg.length))]);

/** True once the <img> matched by `selector` has loaded and decoded a picture. */
export const imageLoaded = (page: Page, selector: string) =>
  page.waitForFunction((s) => {
    const img = document.querySelector<HTMLImageElement>(s);
    return Boolean(img?.complete && img.naturalWidth > 0);
  }, selector);
