/**
 * Serves a production build on loopback with the headers of its `_headers` file, as a host would (see
 * serve-build/server.ts): the server of the end-to-end tests.
 *
 *   tsx scripts/serve-build.ts [--dir build] [--port 4173] [--host 127.0.0.1]
 */
import {startBuildServer} from './serve-build/server';

function option(args: readonly string[], name: string, fallback: string): string {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] !== undefined ? args[index + 1]! : fallback;
}

const args = process.argv.slice(2);
const options = {
  dir: option(args, 'dir', 'build'),
  port: Number(option(args, 'port', '4173')),
  host: option(args, 'host', '127.0.0.1'),
};
startBuildServer(options).then(
  (server) => {
    const {port} = server.address() as {port: number};
    console.log(`Serving ${options.dir} with its _headers at http://${options.host}:${port}/`);
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
