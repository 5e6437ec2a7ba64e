import { onTestFinished, vi } from 'vitest';

/** A file the page asked the browser to download: the link's name and the file's text. */
export interface Download {
  fileName: string;
  text: Promise<string>;
}

/**
 * Captures, for the running test, what the page asks the browser to download (`saveBlob` in api/files.ts): jsdom has
 * no object URLs and does not follow a link's download, so each object URL keeps its Blob and each click on a link
 * is recorded. Everything is put back when the test finishes.
 */
export const captureDownloads = (): Download[] => {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  const urls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.getAttribute('href') ?? '');
    downloads.push({ fileName: this.download, text: blob ? blob.text() : Promise.resolve('') });
  });
  onTestFinished(() => {
    click.mockRestore();
    Object.assign(URL, urls);
  });
  return downloads;
};
