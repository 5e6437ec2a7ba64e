/** fontkit (pdfkit's font engine) ships no types: what the component-cost PDF uses of it. */
declare module 'fontkit' {
  /** A parsed font; pdfkit's `registerFont` takes one as it is. */
  export interface Font {
    layout(text: string): unknown;
  }
  export function create(buffer: Uint8Array, postscriptName?: string): Font;
}
