import { files } from '@portal/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { vi } from 'vitest';
import { sessionStore } from '@/session/session';
import { fileLinksAnswer, sessionFixture } from '@/test/fixtures';
import { stubApi } from '@/test/render-app';
import type { ImageCodec } from '../image-tools';
import { UploadServicesProvider } from '../upload-services';
import type { UploadedFile } from '../use-file-upload';

export const MB = 1024 * 1024;

type Handler = (() => void) | null;
interface ProgressLike {
  lengthComputable: boolean;
  loaded: number;
  total: number;
}

/** A stand-in for XMLHttpRequest: records the request; the test drives progress and the answer. */
export class FakeXhr {
  static all: FakeXhr[] = [];
  static reset(): void {
    FakeXhr.all = [];
  }
  static last(): FakeXhr {
    const xhr = FakeXhr.all.at(-1);
    if (!xhr) throw new Error('no XMLHttpRequest was made');
    return xhr;
  }
  /** Installs this fake as the global XMLHttpRequest (undone by vitest's unstubGlobals). */
  static install(): void {
    FakeXhr.reset();
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = undefined;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressLike) => void) | null; onload: Handler } = { onprogress: null, onload: null };
  onload: Handler = null;
  onerror: Handler = null;
  ontimeout: Handler = null;
  onabort: Handler = null;
  onprogress: Handler = null;

  constructor() {
    FakeXhr.all.push(this);
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  send(body: unknown): void {
    this.body = body;
  }
  abort(): void {
    this.aborted = true;
    this.onabort?.();
  }

  get form(): FormData {
    if (!(this.body instanceof FormData)) throw new Error('the request body is not FormData');
    return this.body;
  }
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  uploaded(): void {
    this.upload.onload?.();
  }
  respond(status: number, body: unknown): void {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
  /** The connection broke: no answer at all. */
  fail(): void {
    this.onerror?.();
  }
}

export const envelopeOf = (status: number, message: string, data: unknown) => ({ status, message, data });
export const uploadOk = (id: string, fileName: string) =>
  envelopeOf(200, '成功', { id, fileName, uploadStatus: '200', checkMsg: null });
export const uploadRejected = (checkMsg: string, fileName: string) =>
  envelopeOf(400, checkMsg, { id: null, fileName, uploadStatus: '400', checkMsg });

/** A small file that reports `size` bytes (the rules read `size`; nothing big is allocated). */
export const fakeFile = (name: string, size: number, type = '', content = `content of ${name}`): File => {
  const file = new File([content], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const sizedBlob = (size: number, content: string): Blob => {
  const blob = new Blob([content], { type: 'image/jpeg' });
  Object.defineProperty(blob, 'size', { value: size });
  return blob;
};

export interface FakeCodec extends ImageCodec {
  decoded: number;
  encodes: { width: number; height: number; quality: number }[];
}

/**
 * The image decoder/encoder of the tests (jsdom has no canvas): a fixed natural size, and an encoded size
 * computed by `sizeFor`; the encoded content names the attempt ("jpeg 4000x3000 q0.75").
 */
export const fakeCodec = (
  options: {
    width?: number;
    height?: number;
    sizeFor?: (width: number, height: number, quality: number) => number;
    undecodable?: boolean;
  } = {},
): FakeCodec => {
  const { width = 4000, height = 3000, sizeFor = () => 4 * MB, undecodable = false } = options;
  const codec: FakeCodec = {
    decoded: 0,
    encodes: [],
    decode: async () => {
      codec.decoded++;
      if (undecodable) throw new Error('not an image');
      return { width, height, source: {} as CanvasImageSource };
    },
    encodeJpeg: async (_image, w, h, quality) => {
      codec.encodes.push({ width: w, height: h, quality });
      return sizedBlob(sizeFor(w, h, quality), `jpeg ${w}x${h} q${quality}`);
    },
  };
  return codec;
};

export const blobText = (blob: Blob): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

type ListRender = (props: { value: UploadedFile[]; onChange: (files: UploadedFile[]) => void }) => ReactElement;

/** Holds the list's value in state, as a form does, and records every change. */
const UploadListHarness = ({
  list,
  initial,
  codec,
  onChange,
}: {
  list: ListRender;
  initial: UploadedFile[];
  codec: ImageCodec;
  onChange: (files: UploadedFile[]) => void;
}) => {
  const [value, setValue] = useState<UploadedFile[]>(initial);
  return (
    <UploadServicesProvider services={{ codec }}>
      {list({
        value,
        onChange: (next) => {
          onChange(next);
          setValue(next);
        },
      })}
    </UploadServicesProvider>
  );
};

/** Renders an upload list the way a form holds it: the value in state, every change recorded. */
export const renderUploadList = (list: ListRender, options: { initial?: UploadedFile[]; codec?: ImageCodec } = {}) => {
  const onChange = vi.fn<(files: UploadedFile[]) => void>();
  return {
    onChange,
    ...render(
      <UploadListHarness
        list={list}
        initial={options.initial ?? []}
        codec={options.codec ?? fakeCodec()}
        onChange={onChange}
      />,
    ),
  };
};

/** A user who may pick any file: the input's accept list does not filter, so the list's own rules are what refuse. */
export const uploader = () => userEvent.setup({ applyAccept: false });
/** An upload list's file input, by its label. */
export const fileInput = (label: string) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
/** Picks files as the browser's dialog would, also more than a single-file input lets one pick. */
export const pickFiles = (label: string, ...picked: File[]) =>
  fireEvent.change(fileInput(label), { target: { files: picked } });

/**
 * What every upload test starts from (its file mocks '@/lib/notify'): uploads through FakeXhr, the shown files' links
 * signed by the stub (decision 0042) and a signed-in supplier. No warning or error of an earlier test is left: the
 * portal's tests forget every mock's calls before each test (`clearMocks`, vite.config.ts).
 */
export const prepareUploads = () => {
  FakeXhr.install();
  stubApi({ [files.fileLinks.path]: fileLinksAnswer });
  sessionStore.signIn(sessionFixture);
};
