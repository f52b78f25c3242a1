import {Joi} from '@docusaurus/utils-validation';
import {validateWith} from '../../lib/pluginOptions';
import {cspDirectives, thirdPartyServices, type CspSources, type ThirdPartyService} from './policy';

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
