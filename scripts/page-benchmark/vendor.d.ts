// The two libraries ship no types and the project installs no @types for them; this is the part the benchmark uses.
declare module 'serve-handler' {
  import type {IncomingMessage, ServerResponse} from 'node:http';

  interface ServeHandlerOptions {
    public?: string;
    cleanUrls?: boolean | string[];
    trailingSlash?: boolean;
    directoryListing?: boolean | string[];
  }

  export default function serveHandler(
    request: IncomingMessage,
    response: ServerResponse,
    options?: ServeHandlerOptions,
  ): Promise<void>;
}

declare module 'compression' {
  import type {IncomingMessage, ServerResponse} from 'node:http';

  export default function compression(options?: {
    level?: number;
    threshold?: number | string;
  }): (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;
}
