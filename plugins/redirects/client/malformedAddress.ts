/**
 * Client module: an address with a malformed percent-escape (a link cut short,
 * `/docs/%E0%A4%A`) makes Docusaurus' router throw "URI malformed" before the
 * page renders, leaving the 404 page the host served without its scripts; the
 * same in a query or fragment breaks code that decodes them strictly. This runs
 * first (client modules load before the app starts) and rewrites the address in
 * place so that it decodes, to the same text the browser's own lenient decoding
 * reads (a search for `caf%C3%A9%FF` stays a search for "café�").
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {repairPercentEncoding} from '../percentEncoding';

if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const address = `${pathname}${search}${hash}`;
  const repaired = repairPercentEncoding(address);
  if (repaired !== address) window.history.replaceState(window.history.state, '', repaired);
}
