/**
 * What the client build gives `@docusaurus/utils-common` for `tslib`: the one helper it calls, `__importDefault`.
 * Through its CommonJS `require("tslib")` the bundler would otherwise put all of tslib's helpers in main.js.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: unknown}).__esModule ? mod : {default: mod};
}
