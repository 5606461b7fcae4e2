// heic-decode ships no types. Only what photo-pipeline.ts uses (libheif-js, WebAssembly, decode only).
declare module 'heic-decode' {
  type DecodedImage = { width: number; height: number; data: Uint8ClampedArray };
  type ImageHandle = { width: number; height: number; decode(): Promise<DecodedImage> };
  type HeicDecode = {
    (options: { buffer: Uint8Array | ArrayBuffer }): Promise<DecodedImage>;
    /** Parses the container only: sizes are known before any pixel is decoded. Call `dispose()` after. */
    all(options: { buffer: Uint8Array | ArrayBuffer }): Promise<ImageHandle[] & { dispose(): void }>;
  };
  const decode: HeicDecode;
  export = decode;
}
