// Types for heic-decode, which ships none: the one call images.ts makes and the shape it answers with.
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, four bytes a pixel, row after row. */
    data: Uint8ClampedArray;
  }

  interface ImageHandle {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }

  function decode(input: { buffer: Uint8Array }): Promise<DecodedImage>;

  namespace decode {
    /** Reads every image's size without decoding pixels; `dispose` frees the decoder afterwards. */
    function all(input: { buffer: Uint8Array }): Promise<ImageHandle[] & { dispose(): void }>;
  }

  export = decode;
}
