// The part of cli-progress that rejudge uses (the package ships no types).
declare module 'cli-progress' {
  interface BarOptions {
    format?: string;
    stream?: NodeJS.WritableStream;
    hideCursor?: boolean;
    clearOnComplete?: boolean;
    etaBuffer?: number;
    fps?: number;
  }
  export class SingleBar {
    constructor(options: BarOptions, preset?: unknown);
    start(total: number, startValue: number, payload?: Record<string, unknown>): void;
    update(value: number, payload?: Record<string, unknown>): void;
    stop(): void;
  }
  export const Presets: { shades_classic: unknown; shades_grey: unknown; rect: unknown; legacy: unknown };
  const _default: { SingleBar: typeof SingleBar; Presets: typeof Presets };
  export default _default;
}
