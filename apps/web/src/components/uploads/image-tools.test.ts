import { describe, expect, it } from 'vitest';
import { CompressionSteps, compressImage, measureImage } from './image-tools';
import { blobText, fakeCodec, fakeFile, MB } from './test/upload-test-kit';
import { meetsPixelMinimum, needsPixelMinimum, PixelMinimum } from './upload-rules';

describe('compressImage (toward 5 MB)', () => {
  it('leaves an image of 5 MB or less alone', async () => {
    const codec = fakeCodec();
    const file = fakeFile('small.jpg', 5 * MB, 'image/jpeg');
    expect(await compressImage(file, { codec })).toBe(file);
    expect(codec.decoded).toBe(0);
  });

  it('steps the JPEG quality down at full size until it is 5 MB or less', async () => {
    // 12 MB at 0.92 … 0.75 gives 6 MB, 0.65 gives 4.8 MB.
    const codec = fakeCodec({ sizeFor: (_w, _h, q) => (q >= 0.75 ? 6 * MB : 4.8 * MB) });
    const result = await compressImage(fakeFile('cover.png', 12 * MB, 'image/png'), { codec });
    expect(codec.encodes.map((e) => e.quality)).toEqual([0.92, 0.85, 0.75, 0.65]);
    expect(codec.encodes.every((e) => e.width === 4000 && e.height === 3000)).toBe(true);
    expect(result.name).toBe('cover.png');
    expect(result.type).toBe('image/jpeg');
    expect(await blobText(result)).toBe('jpeg 4000x3000 q0.65');
  });

  it('scales down by 15 % a step when even the lowest quality is too big', async () => {
    const codec = fakeCodec({ sizeFor: (w) => (w > 3000 ? 8 * MB : 4 * MB) });
    const result = await compressImage(fakeFile('huge.jpg', 19 * MB), { codec });
    expect(codec.encodes.slice(0, CompressionSteps.qualities.length).map((e) => e.quality)).toEqual([
      ...CompressionSteps.qualities,
    ]);
    const scaled = codec.encodes.slice(CompressionSteps.qualities.length);
    expect(scaled.map((e) => [e.width, e.height, e.quality])).toEqual([
      [3400, 2550, 0.7],
      [2890, 2167, 0.7],
    ]);
    expect(await blobText(result)).toBe('jpeg 2890x2167 q0.7');
  });

  it('never scales a leather image below the pixel minimum; the smallest attempt is sent', async () => {
    const codec = fakeCodec({
      width: 4400,
      height: 2500,
      sizeFor: (w, _h, q) => (w === 4400 ? 8 * MB + q * MB : 7 * MB),
    });
    const result = await compressImage(fakeFile('leather.jpg', 15 * MB), { codec, minSize: PixelMinimum });
    // 4400 × 0.85 = 3740 is below 3840: no scaled attempt at all.
    expect(codec.encodes.every((e) => e.width === 4400)).toBe(true);
    expect(await blobText(result)).toBe('jpeg 4400x2500 q0.45');
  });

  it('keeps the original when nothing came out smaller', async () => {
    const codec = fakeCodec({ sizeFor: () => 30 * MB });
    const file = fakeFile('noise.png', 6 * MB);
    expect(await compressImage(file, { codec })).toBe(file);
  });
});

describe('pixel minimum (真皮, 合成革, 网布)', () => {
  it('names the categories that need it', () => {
    expect(['真皮', '合成革', '网布', '鞋面布', '', null].map(needsPixelMinimum)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('needs 3840*2157 in either orientation', () => {
    expect(meetsPixelMinimum({ width: 3840, height: 2157 })).toBe(true);
    expect(meetsPixelMinimum({ width: 2157, height: 3840 })).toBe(true);
    expect(meetsPixelMinimum({ width: 3839, height: 2157 })).toBe(false);
    expect(meetsPixelMinimum({ width: 3840, height: 2156 })).toBe(false);
    expect(PixelMinimum.orBytes).toBe(4 * MB);
  });

  it('measures through the codec and answers null for a file it cannot decode', async () => {
    expect(await measureImage(fakeFile('a.jpg', MB), fakeCodec({ width: 800, height: 600 }))).toEqual({
      width: 800,
      height: 600,
    });
    expect(await measureImage(fakeFile('a.jpg', MB), fakeCodec({ undecodable: true }))).toBeNull();
  });
});
