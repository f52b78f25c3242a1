/**
 * Docusaurus plugin: the security headers of every response, for the hosts that read them from the build folder:
 * `_headers` (Netlify, Cloudflare Pages) and the `headers` of `vercel.json` (plugins/redirects writes its
 * `redirects`). After the build it reads every HTML file, allows each inline script by its hash in the
 * Content-Security-Policy (policy.ts), and fails the build on inline code no hash can allow (event handler
 * attributes, `javascript:` URLs) or on more distinct inline scripts than a header can list.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {mergeVercelConfig} from '../redirects/vercelFile';
import {formatHeadersFile, vercelHeaders, type HeaderRule} from './headersFile';
import {buildInlineCode} from './inlineScripts';
import {cspDirectives, securityHeaders, thirdPartyServices, type CspSources, type ThirdPartyService} from './policy';
import {validateWith} from '../../lib/pluginOptions';

export interface SecurityHeadersOptions {
  /**
   * Allow `eval` and `new Function` (`'unsafe-eval'`) on every page: the live examples run the code a reader edits
   * that way. Default false.
   */
  allowEval: boolean;
  /** Third-party services the pages load code from or send data to; each adds its sources (policy.ts). */
  services: ThirdPartyService[];
  /** Sources added to the policy, by directive. */
  extraSources: CspSources;
  /** Who may show the pages in a frame: `frame-ancestors`. Default only the site itself. */
  frameAncestors: string[];
  referrerPolicy: string;
  /** Browser features and the origins allowed to use them; an empty list turns a feature off. */
  permissions: Record<string, string[]>;
  /**
   * Most distinct inline scripts the policy lists by hash. Pages that each hold their own inline script would make
   * a header longer than hosts accept: load such code from a file instead.
   */
  maxInlineScripts: number;
  /** Write `_headers` and the headers of `vercel.json`; default true. */
  hostFiles: boolean;
}

const referrerPolicies = [
  'no-referrer',
  'no-referrer-when-downgrade',
  'origin',
  'origin-when-cross-origin',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
  'unsafe-url',
];

/** The only place defaults live: the schema below fills them in. */
export const DEFAULT_OPTIONS: SecurityHeadersOptions = {
  allowEval: false,
  services: [],
  extraSources: {},
  frameAncestors: ["'self'"],
  // Other sites learn the origin a reader came from, never the page.
  referrerPolicy: 'strict-origin-when-cross-origin',
  // Devices and data the documentation never asks for. Only features Chromium knows: an unknown one is a console
  // error on every page.
  permissions: {
    accelerometer: [],
    camera: [],
    'display-capture': [],
    geolocation: [],
    gyroscope: [],
    hid: [],
    magnetometer: [],
    microphone: [],
    midi: [],
    payment: [],
    serial: [],
    usb: [],
  },
  maxInlineScripts: 16,
  hostFiles: true,
};

const sourceList = Joi.array().items(Joi.string().pattern(/^\S+$/));

const optionsSchema = Joi.object({
  allowEval: Joi.boolean().default(DEFAULT_OPTIONS.allowEval),
  services: Joi.array()
    .items(Joi.string().valid(...thirdPartyServices))
    .unique()
    .default(DEFAULT_OPTIONS.services),
  extraSources: Joi.object(Object.fromEntries(cspDirectives.map((directive) => [directive, sourceList])))
    .unknown(false)
    .default(DEFAULT_OPTIONS.extraSources),
  frameAncestors: sourceList.min(1).default(DEFAULT_OPTIONS.frameAncestors),
  referrerPolicy: Joi.string()
    .valid(...referrerPolicies)
    .default(DEFAULT_OPTIONS.referrerPolicy),
  permissions: Joi.object()
    .pattern(/^[a-z][a-z-]*$/, Joi.array().items(Joi.string().pattern(/^(?:self|\*|"[^"\s]+")$/)))
    .default(DEFAULT_OPTIONS.permissions),
  maxInlineScripts: Joi.number().integer().min(0).default(DEFAULT_OPTIONS.maxInlineScripts),
  hostFiles: Joi.boolean().default(DEFAULT_OPTIONS.hostFiles),
  id: Joi.string(),
}).unknown(false);

/** Checks the options given in docusaurus.config.ts (unknown keys are an error) and fills in the defaults. */
export const validateOptions = validateWith(optionsSchema);

export const headersFile = '_headers';

export default function securityHeadersPlugin(_context: LoadContext, validatedOptions: unknown): Plugin<unknown> {
  const options = validatedOptions as SecurityHeadersOptions;
  return {
    name: 'security-headers',
    async postBuild({outDir, baseUrl}) {
      if (!options.hostFiles) return;
      const started = performance.now();
      const inline = await buildInlineCode(outDir);
      if (inline.inlineHandlers.length > 0) {
        throw new Error(
          `security-headers: inline event handlers or javascript: URLs, which the Content-Security-Policy blocks ` +
            `(move the code to a script file):\n- ${inline.inlineHandlers.slice(0, 20).join('\n- ')}`,
        );
      }
      if (inline.scripts.size > options.maxInlineScripts) {
        const list = [...inline.scripts.values()]
          .sort((a, b) => a.length - b.length)
          .slice(0, 20)
          .map((files) => `${files.slice(0, 3).join(', ')}${files.length > 3 ? ` and ${files.length - 3} more` : ''}`);
        throw new Error(
          `security-headers: ${inline.scripts.size} distinct inline scripts, more than the ${options.maxInlineScripts} ` +
            `the Content-Security-Policy lists by hash. Move code that differs from page to page to a script file. ` +
            `Pages holding them, rarest first:\n- ${list.join('\n- ')}`,
        );
      }
      const headers = securityHeaders({
        scriptHashes: [...inline.scripts.keys()],
        allowEval: options.allowEval,
        services: options.services,
        frameAncestors: options.frameAncestors,
        extraSources: options.extraSources,
        referrerPolicy: options.referrerPolicy,
        permissions: options.permissions,
      });
      const rules: HeaderRule[] = [{path: `${baseUrl}*`, headers}];
      await fs.writeFile(
        path.join(outDir, headersFile),
        formatHeadersFile(rules, ['Generated by plugins/security-headers at build time: do not edit.']),
      );
      mergeVercelConfig(outDir, {headers: vercelHeaders(rules)});
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      logger.info(
        `[security-headers] ${inline.scripts.size} inline scripts allowed by hash (${inline.files} HTML files read ` +
          `in ${seconds} s)${options.allowEval ? ', eval allowed' : ''}` +
          `${options.services.length > 0 ? `, sources of ${options.services.join(' and ')}` : ''}`,
      );
    },
  };
}

securityHeadersPlugin.validateOptions = validateOptions;
