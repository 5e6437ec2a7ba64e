import type { UploadResult } from '@portal/contract';
import { createContext, type ReactNode, useContext } from 'react';
import { browserImageCodec, type ImageCodec } from './image-tools';
import { serverUploader, type Uploader } from './uploader';

/** What the upload components use to send and to read images; tests inject fakes (jsdom has no canvas). */
export interface UploadServices {
  uploader: Uploader<UploadResult>;
  codec: ImageCodec;
}

let browserServices: UploadServices | undefined;
const defaults = (): UploadServices => {
  browserServices ??= { uploader: serverUploader(), codec: browserImageCodec };
  return browserServices;
};

const UploadServicesContext = createContext<Partial<UploadServices> | null>(null);

export const UploadServicesProvider = ({
  services,
  children,
}: {
  services: Partial<UploadServices>;
  children: ReactNode;
}) => <UploadServicesContext.Provider value={services}>{children}</UploadServicesContext.Provider>;

export const useUploadServices = (): UploadServices => {
  const given = useContext(UploadServicesContext);
  return { ...defaults(), ...given };
};
