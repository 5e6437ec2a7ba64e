/** The part of the Postman converter's API `pnpm openapi:check` uses (the package ships no types). */
declare module 'openapi-to-postmanv2' {
  interface ConversionResult {
    result: boolean;
    reason?: string;
    output?: { type: string; data: unknown }[];
  }
  const Converter: {
    convertV2(
      input: { type: 'string' | 'json'; data: unknown },
      options: Record<string, unknown>,
      callback: (error: Error | null, result: ConversionResult) => void,
    ): void;
  };
  export default Converter;
}
